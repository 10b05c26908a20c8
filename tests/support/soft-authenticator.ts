import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { cose, isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import { concatBytes } from "../../app/shared/bytes";

/**
 * A software passkey authenticator for the integration tests
 * (docs/decisions/026-accounts-passkeys-and-sessions.md): one ES256 key
 * (WebCrypto, P-256), attestation 'none'. It builds what a browser and its
 * authenticator send back, byte for byte: the clientDataJSON, the
 * authenticatorData (the RP ID's hash, the flags, the signature counter and,
 * on registration, the credential with its COSE public key) and the CBOR
 * attestationObject, or the signature over authenticatorData and the client
 * data's hash. Every part a test may want to forge is a parameter: the
 * flags (UP, UV), the origin, the RP ID, the ceremony type and the counter.
 */

/** What the authenticator says about its user: present (UP) and verified (UV). */
export interface AuthenticatorFlags {
  userPresent: boolean;
  userVerified: boolean;
}

export interface CeremonyInput {
  /** The page's origin as the browser reports it in clientDataJSON. */
  origin: string;
  /** The RP ID whose hash goes into authenticatorData; by default the options'. */
  rpId?: string;
  /** By default both present and verified, as a passkey with a PIN or a fingerprint. */
  flags?: Partial<AuthenticatorFlags>;
  /** The clientDataJSON's type; by default the ceremony's own. */
  type?: string;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;
/** An all-zero AAGUID, as authenticators that attest nothing send. */
const AAGUID = new Uint8Array(16);

const encoder = new TextEncoder();

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

function uint32(value: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value >>> 0);
  return bytes;
}

function uint16(value: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2);
  new DataView(bytes.buffer).setUint16(0, value);
  return bytes;
}

function flagsByte(flags: AuthenticatorFlags, attested: boolean): number {
  return (
    (flags.userPresent ? FLAG_UP : 0) |
    (flags.userVerified ? FLAG_UV : 0) |
    (attested ? FLAG_AT : 0)
  );
}

/** One DER INTEGER of an ECDSA signature's half: no leading zeros, one 0x00 if the top bit is set. */
function derInteger(half: Uint8Array): Uint8Array<ArrayBuffer> {
  let start = 0;
  while (start < half.length - 1 && half[start] === 0) start++;
  const trimmed = half.slice(start);
  const padded = (trimmed[0] ?? 0) & 0x80 ? concatBytes([new Uint8Array([0]), trimmed]) : trimmed;
  return concatBytes([new Uint8Array([0x02, padded.length]), padded]);
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries it as an ASN.1 DER SEQUENCE. */
function derSignature(raw: Uint8Array): Uint8Array<ArrayBuffer> {
  const r = derInteger(raw.slice(0, raw.length / 2));
  const s = derInteger(raw.slice(raw.length / 2));
  return concatBytes([new Uint8Array([0x30, r.length + s.length]), r, s]);
}

function clientData(type: string, challenge: string, origin: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

export class SoftAuthenticator {
  /**
   * The signature counter: each sign-in adds one and signs the result. A
   * test sets it to replay an older value (a cloned authenticator).
   */
  counter = 0;
  /** The user handle the site gave at registration, answered at sign-in. */
  private userHandle: string | undefined;

  private constructor(
    private readonly keys: CryptoKeyPair,
    readonly credentialId: string,
  ) {}

  static async create(): Promise<SoftAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const id = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)));
    return new SoftAuthenticator(keys, id);
  }

  /** The public key as COSE (EC2, ES256, P-256), as authenticatorData carries it. */
  private async cosePublicKey(): Promise<Uint8Array<ArrayBuffer>> {
    const raw = new Uint8Array(await crypto.subtle.exportKey("raw", this.keys.publicKey));
    // Uncompressed point: 0x04 ‖ x ‖ y.
    const key = new Map<number, number | Uint8Array>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, cose.COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, raw.slice(1, 33)],
      [cose.COSEKEYS.y, raw.slice(33, 65)],
    ]);
    return new Uint8Array(isoCBOR.encode(key));
  }

  private async authenticatorData(
    rpId: string,
    flags: AuthenticatorFlags,
    signCount: number,
    attested: Uint8Array | null,
  ): Promise<Uint8Array<ArrayBuffer>> {
    return concatBytes([
      await sha256(encoder.encode(rpId)),
      new Uint8Array([flagsByte(flags, attested !== null)]),
      uint32(signCount),
      attested ?? new Uint8Array(0),
    ]);
  }

  private static flagsOf(input: CeremonyInput): AuthenticatorFlags {
    return { userPresent: true, userVerified: true, ...input.flags };
  }

  /** What `navigator.credentials.create()` answers for `options`, as @simplewebauthn/browser sends it. */
  async register(
    options: PublicKeyCredentialCreationOptionsJSON,
    input: CeremonyInput,
  ): Promise<RegistrationResponseJSON> {
    const rpId = input.rpId ?? options.rp.id ?? new URL(input.origin).hostname;
    const credentialId = isoBase64URL.toBuffer(this.credentialId);
    const attested = concatBytes([
      AAGUID,
      uint16(credentialId.length),
      credentialId,
      await this.cosePublicKey(),
    ]);
    const authData = await this.authenticatorData(
      rpId,
      SoftAuthenticator.flagsOf(input),
      this.counter,
      attested,
    );
    const noStatement = new Map<string, string>();
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", noStatement],
        ["authData", authData],
      ]),
    );
    this.userHandle = options.user.id;
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(
          clientData(input.type ?? "webauthn.create", options.challenge, input.origin),
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /**
   * What `navigator.credentials.get()` answers for `options`: the counter
   * goes up by one (or is `signCount`, when given) and is signed with the rest.
   */
  async authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    input: CeremonyInput & { signCount?: number },
  ): Promise<AuthenticationResponseJSON> {
    const rpId = input.rpId ?? options.rpId ?? new URL(input.origin).hostname;
    this.counter = input.signCount ?? this.counter + 1;
    const authData = await this.authenticatorData(
      rpId,
      SoftAuthenticator.flagsOf(input),
      this.counter,
      null,
    );
    const clientDataJSON = clientData(
      input.type ?? "webauthn.get",
      options.challenge,
      input.origin,
    );
    const signed = concatBytes([authData, await sha256(clientDataJSON)]);
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(derSignature(raw)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
