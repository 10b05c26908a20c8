import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { FORMER_WAITLIST_ENTRIES_PATH, WAITLIST_ENTRIES_PATH } from "~/content/request-inbox";

/**
 * A waiting-list entry's former address (entries were called 'avisos', the
 * word of the owner's e-mail notice): links in notices already sent keep
 * working. A page moved for good; a form posted here is sent on as it is.
 */
function movedTo({ request }: LoaderFunctionArgs, status: 301 | 308) {
  const url = new URL(request.url);
  const path = url.pathname.replace(FORMER_WAITLIST_ENTRIES_PATH, WAITLIST_ENTRIES_PATH);
  return redirect(path + url.search, status);
}

export const loader = (args: LoaderFunctionArgs) => movedTo(args, 301);
export const action = (args: LoaderFunctionArgs) => movedTo(args, 308);
