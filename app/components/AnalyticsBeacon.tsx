import { ANALYTICS_SCRIPT_URL } from "~/shared/analytics";

/**
 * Cloudflare Web Analytics' beacon, with the page's CSP nonce; rendered only
 * while the owner has set a token, on public pages (the root loader decides).
 */
export function AnalyticsBeacon({ token, nonce }: { token: string; nonce: string | undefined }) {
  return (
    <script
      defer
      src={ANALYTICS_SCRIPT_URL}
      data-cf-beacon={JSON.stringify({ token })}
      nonce={nonce}
    />
  );
}
