import { standaloneWriteToast } from "~/content/standalone";
import { redirectWithToast } from "~/http/flash-toast.server";
import type { WriteOutcome } from "~/services/site/site.server";
import type { FlashToast } from "~/shared/toast";

/**
 * After an admin form's write: back to `url` with the write's toast, or with
 * the standalone mode's when the site only simulated it.
 */
export function redirectAfterWrite(
  url: string,
  outcome: WriteOutcome<unknown, unknown>,
  toast: FlashToast,
  env: Env,
): Promise<Response> {
  return redirectWithToast(url, outcome.simulated ? standaloneWriteToast : toast, env);
}
