import { clientAddress } from "./client-address.server";

/** Who is signing in, as the request tells: for rate limits, the session list and the activity. */
export interface SignInClient {
  /** The address the rate limits count by. */
  address: string;
  userAgent: string | null;
  /** Cloudflare's two-letter country code, where it gives one. */
  country: string | null;
}

export function signInClient(request: Request): SignInClient {
  const cf = (request as { cf?: { country?: unknown } }).cf;
  const country =
    typeof cf?.country === "string" && /^[A-Z0-9]{2}$/.test(cf.country) ? cf.country : null;
  const userAgent = request.headers.get("User-Agent")?.slice(0, 512) || null;
  return { address: clientAddress(request), userAgent, country };
}
