/**
 * The private link's token of the order a checkout's key places
 * (docs/decisions/032-orders-without-a-payment-processor.md): the key's
 * HMAC-SHA256 under the Worker's session key, in `randomToken`'s form. The
 * key is never the token itself: a client that makes its key up can neither
 * choose nor work out its order's link, and the same key always names the
 * same order, which is what lets an order sent twice be stored once.
 */
import { base64url, RANDOM_TOKEN } from "../random-token.server";

export async function checkoutOrderToken(secret: string, checkoutKey: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signed = await crypto.subtle.sign("HMAC", key, encoder.encode(`pedido:${checkoutKey}`));
  return base64url(new Uint8Array(signed));
}

/** The token a well-formed key stands for; null for anything else, never looked up. */
export async function checkoutTokenOf(
  secret: string,
  checkoutKey: unknown,
): Promise<string | null> {
  return typeof checkoutKey === "string" && RANDOM_TOKEN.test(checkoutKey)
    ? checkoutOrderToken(secret, checkoutKey)
    : null;
}
