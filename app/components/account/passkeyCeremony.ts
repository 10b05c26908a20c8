import { accountMessages } from "~/content/account";
import { loadWebAuthn } from "./webauthn.client";

/**
 * The browser's half of the passkey ceremonies: asks the Worker for the
 * options, hands them to the authenticator through @simplewebauthn/browser
 * (loaded only here, when a passkey is added or used, never by the public
 * pages), and sends its answer back. Answers a Spanish message on failure.
 */
type Outcome = { ok: true; body: unknown } | { ok: false; message: string };

async function postJson(url: string, body?: unknown): Promise<Outcome> {
  const response = await fetch(url, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body ?? {}),
    credentials: "same-origin",
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: answer };
  const error = (answer as { error?: unknown } | null)?.error;
  return { ok: false, message: typeof error === "string" ? error : accountMessages.passkeyFailed };
}

function authenticatorFailure(error: unknown): Outcome {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "NotAllowedError" || name === "AbortError") {
    return { ok: false, message: accountMessages.passkeyCancelled };
  }
  return { ok: false, message: accountMessages.passkeyFailed };
}

interface Ceremony {
  ceremonyId: string;
  options: never;
}

export async function addPasskey(name: string): Promise<Outcome> {
  const webauthn = await loadWebAuthn();
  if (!webauthn.browserSupportsWebAuthn()) {
    return { ok: false, message: accountMessages.passkeyUnsupported };
  }
  const started = await postJson("/api/admin/account/passkeys/options");
  if (!started.ok) return started;
  const { ceremonyId, options } = started.body as Ceremony;
  let response;
  try {
    response = await webauthn.startRegistration({ optionsJSON: options });
  } catch (error) {
    return authenticatorFailure(error);
  }
  return postJson("/api/admin/account/passkeys", { ceremonyId, name, response });
}

export async function signInWithPasskey(): Promise<Outcome> {
  const webauthn = await loadWebAuthn();
  if (!webauthn.browserSupportsWebAuthn()) {
    return { ok: false, message: accountMessages.passkeyUnsupported };
  }
  const started = await postJson("/api/passkeys/sign-in/options");
  if (!started.ok) return started;
  const { ceremonyId, options } = started.body as Ceremony;
  let response;
  try {
    response = await webauthn.startAuthentication({ optionsJSON: options });
  } catch (error) {
    return authenticatorFailure(error);
  }
  return postJson("/api/passkeys/sign-in", { ceremonyId, response });
}
