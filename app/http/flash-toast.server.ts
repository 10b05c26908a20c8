import { createCookie, redirect, type Cookie } from "@remix-run/cloudflare";
import { z } from "zod";
import { shortened } from "~/shared/shortened";
import type { FlashToast } from "~/shared/toast";

export interface ToastEnv {
  ENVIRONMENT?: string;
  SESSION_SECRET?: string;
}

const TITLE_LIMIT = 200;
const DESCRIPTION_LIMIT = 500;

const flashToastSchema = z.object({
  type: z.enum(["success", "error"]),
  title: z.string().max(TITLE_LIMIT),
  description: z.string().max(DESCRIPTION_LIMIT).optional(),
  trashId: z.number().int().positive().optional(),
});

/** Signed and short-lived: read (and cleared) by the next page. */
function toastCookie(env: ToastEnv): Cookie {
  const development = env.ENVIRONMENT === "development";
  return createCookie(development ? "mp_toast" : "__Host-mp_toast", {
    httpOnly: true,
    secure: !development,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secrets: [env.SESSION_SECRET ?? ""],
  });
}

/** A toast the next page will read: texts longer than the schema allows are cut, not refused. */
function fitted(toast: FlashToast): FlashToast {
  const { description, ...rest } = toast;
  return {
    ...rest,
    title: shortened(toast.title, TITLE_LIMIT),
    ...(description === undefined
      ? {}
      : { description: shortened(description, DESCRIPTION_LIMIT) }),
  };
}

/**
 * Post/redirect/get with a notice: the toast shows on the page redirected to,
 * with JavaScript as a sonner toast and without it as a status message.
 */
export async function redirectWithToast(
  url: string,
  toast: FlashToast,
  env: ToastEnv,
  init: ResponseInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie(env).serialize(fitted(toast)));
  return redirect(url, { ...init, headers });
}

/** The pending notice of the request, if any, and the header that clears it. */
export async function takeFlashToast(
  request: Request,
  env: ToastEnv,
): Promise<{ toast: FlashToast | null; headers: Record<string, string> }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader || !/mp_toast=/.test(cookieHeader)) return { toast: null, headers: {} };
  const cookie = toastCookie(env);
  let value: unknown = null;
  try {
    value = await cookie.parse(cookieHeader);
  } catch {
    value = null;
  }
  const parsed = flashToastSchema.safeParse(value);
  return {
    toast: parsed.success ? parsed.data : null,
    headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) },
  };
}
