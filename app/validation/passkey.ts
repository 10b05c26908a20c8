import { z } from "zod";
import { accountMessages } from "../content/account";
import { passkeyName } from "./account";

/**
 * What the page sends back from the browser's authenticator: the shape
 * @simplewebauthn/browser gives, checked only as far as it must be to reach
 * @simplewebauthn/server, which verifies the rest. Any malformed part is
 * 'No se pudo verificar la llave de acceso'.
 */
const failed = { error: accountMessages.passkeyFailed };
const base64Url = z
  .string(failed)
  .max(4096, failed)
  .regex(/^[A-Za-z0-9_-]*$/, failed);
const ceremonyId = z
  .string({ error: accountMessages.passkeyCeremonyExpired })
  .max(64, { error: accountMessages.passkeyCeremonyExpired });

const credential = <Response extends z.ZodRawShape>(response: Response) =>
  z.object(
    {
      id: base64Url,
      rawId: base64Url,
      type: z.literal("public-key", failed),
      response: z.object(response, failed),
      clientExtensionResults: z.record(z.string(), z.unknown(), failed).default({}),
      authenticatorAttachment: z.enum(["platform", "cross-platform"], failed).optional(),
    },
    failed,
  );

/**
 * `POST /api/admin/account/passkeys/options`: the current password, typed
 * with the passkey's name. Missing, empty or not text is simply not the
 * password: the same 400 'La contraseña actual no es correcta' as a wrong one
 * (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
const notThePassword = { error: accountMessages.wrongCurrentPassword };
export const passkeyOptionsSchema = z.object({
  currentPassword: z.string(notThePassword).min(1, notThePassword).max(200, notThePassword),
});
export type PasskeyOptionsInput = z.infer<typeof passkeyOptionsSchema>;

export const passkeyRegistrationSchema = z.object({
  ceremonyId,
  name: passkeyName(),
  response: credential({
    clientDataJSON: base64Url,
    attestationObject: base64Url,
    transports: z.array(z.string(failed).max(32, failed), failed).max(10, failed).optional(),
    authenticatorData: base64Url.optional(),
    publicKey: base64Url.optional(),
    publicKeyAlgorithm: z.number(failed).int(failed).optional(),
  }),
});

export const passkeySignInSchema = z.object({
  ceremonyId,
  response: credential({
    clientDataJSON: base64Url,
    authenticatorData: base64Url,
    signature: base64Url,
    userHandle: base64Url.optional(),
  }),
});
