import { z } from "zod";
import { accountMessages } from "../content/account";
import { passkeyName } from "./account";

/**
 * What the page sends back from the browser's authenticator: the shape
 * @simplewebauthn/browser gives, checked only as far as it must be to reach
 * @simplewebauthn/server, which verifies the rest.
 */
const base64Url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);
const ceremonyId = z.string({ error: accountMessages.passkeyCeremonyExpired }).max(64);

const credential = <Response extends z.ZodRawShape>(response: Response) =>
  z.object({
    id: base64Url,
    rawId: base64Url,
    type: z.literal("public-key"),
    response: z.object(response),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  });

export const passkeyRegistrationSchema = z.object({
  ceremonyId,
  name: passkeyName(),
  response: credential({
    clientDataJSON: base64Url,
    attestationObject: base64Url,
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64Url.optional(),
    publicKey: base64Url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
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
