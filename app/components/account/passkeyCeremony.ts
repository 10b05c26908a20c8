import { accountMessages } from "~/content/account";
import { loadWebAuthn } from "./webauthn.client";

/**
 * The browser's half of the passkey ceremonies: asks the Worker for the
 * options, hands them to the authenticator through @simplewebauthn/browser
 * (loaded only here, when a passkey is added or used, never by the public
 * pages), and sends its answer back. Answers a Spanish message on failure.
 */
type Outcome =
  | { ok: true; body: unknown }
  | { ok: false; message: string; fieldErrors?: Record<string, string[]> };

/** The answer's field errors, when it has them as `{ field: [messages] }`. */
function fieldErrorsOf(answer: unknown): Record<string, string[]> | undefined {
  const fieldErrors = (answer as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (typeof fieldErrors !== "object" || fieldErrors === null) return undefined;
  const found: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages)) {
      found[field] = messages.filter((message): message is string => typeof message === "string");
    }
  }
  return found;
}

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
  return {
    ok: false,
    message: typeof error === "string" ? error : accountMessages.passkeyFailed,
    fieldErrors: fieldErrorsOf(answer),
  };
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

type WebAuthn = Awaited<ReturnType<typeof loadWebAuthn>>;

/**
 * One ceremony: the options from `optionsUrl`, handed to the authenticator
 * by `ask`, whose answer goes to `answerUrl` with the ceremony's id and `extra`.
 */
async function ceremony(
  optionsUrl: string,
  optionsBody: unknown,
  ask: (webauthn: WebAuthn, optionsJSON: never) => Promise<unknown>,
  answerUrl: string,
  extra: object = {},
): Promise<Outcome> {
  const webauthn = await loadWebAuthn();
  if (!webauthn.browserSupportsWebAuthn()) {
    return { ok: false, message: accountMessages.passkeyUnsupported };
  }
  const started = await postJson(optionsUrl, optionsBody);
  if (!started.ok) return started;
  const { ceremonyId, options } = started.body as Ceremony;
  let response;
  try {
    response = await ask(webauthn, options);
  } catch (error) {
    return authenticatorFailure(error);
  }
  return postJson(answerUrl, { ceremonyId, ...extra, response });
}

/**
 * 'Agregar llave de acceso': the current password goes with the first
 * request, which the Worker refuses without it
 * (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
export function addPasskey(name: string, currentPassword: string): Promise<Outcome> {
  return ceremony(
    "/api/admin/account/passkeys/options",
    { currentPassword },
    (webauthn, optionsJSON) => webauthn.startRegistration({ optionsJSON }),
    "/api/admin/account/passkeys",
    { name },
  );
}

export function signInWithPasskey(): Promise<Outcome> {
  return ceremony(
    "/api/passkeys/sign-in/options",
    undefined,
    (webauthn, optionsJSON) => webauthn.startAuthentication({ optionsJSON }),
    "/api/passkeys/sign-in",
  );
}
