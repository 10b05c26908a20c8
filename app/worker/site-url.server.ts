/**
 * Runs each request's answer inside its canonical address (app/shared/site-url.ts),
 * so the pages' absolute links follow the domain it was served on, or
 * SITE_URL when set (docs/decisions/028-launch-day.md). Concurrent requests
 * of one isolate each keep their own.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { readSiteUrlFrom, siteUrlFor } from "~/shared/site-url";

const storage = new AsyncLocalStorage<string>();
readSiteUrlFrom(() => storage.getStore());

export function withSiteUrl<T>(
  request: Request,
  env: { SITE_URL?: string },
  answer: () => Promise<T>,
): Promise<T> {
  return storage.run(siteUrlFor(request.url, env.SITE_URL), answer);
}
