import { parseFormSubmission } from "~/validation/form-submission";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PasskeySignIn } from "~/components/account/PasskeySignIn";
import { LoginCard, type LoginActionData } from "~/components/admin/LoginCard";
import { signInClient } from "~/http/sign-in-client.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import {
  STANDALONE_OFFER_AFTER,
  loginFailuresCookie,
  readLoginFailures,
} from "~/http/login-failures.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { retryAfterHeader } from "~/http/failure-response.server";
import { readPageFormData } from "~/http/request-body.server";
import { standaloneModeCookies } from "~/http/standalone-cookies.server";
import { unindexedPageMeta } from "~/view/seo";
import { signIn } from "~/services/auth.server";
import { SETUP_PATH, needsSetup } from "~/services/first-admin.server";
import { asServiceError } from "~/services/errors.server";
import { loginSchema } from "~/validation/auth";
import { sessionCopy } from "~/content/admin";
import { adminReturnPath } from "~/shared/safe-redirect";

const MAX_FORM_BYTES = 8 * 1024;

export const meta = unindexedPageMeta(
  "Panel de Administración",
  "Inicio de sesión del panel de administración.",
  "/admin/auth",
);

export const headers = privatePageHeaders;

/** Where a sign-in goes on to: `?redirectTo=` of the page's own URL, an admin page. */
const returnPathOf = (request: Request) =>
  adminReturnPath(new URL(request.url).searchParams.get("redirectTo"));

/**
 * A signed-in admin, or standalone mode's mock session, goes straight on to
 * the panel (or the admin page that sent here). When the session cannot be
 * read, the form is shown.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await context.sessionUser().catch((error: unknown) => {
    console.error("Could not read the session on /admin/auth", error);
    return null;
  });
  if (user?.isAdmin) throw redirect(returnPathOf(request));
  // A site without an admin yet is set up first (docs/decisions/028-launch-day.md).
  if (!user && (await needsSetup(context.db))) throw redirect(SETUP_PATH);
  return { returnPath: returnPathOf(request) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const formData = await readPageFormData(request, MAX_FORM_BYTES);
  const submission = parseFormSubmission(formData, loginSchema);
  const failedAttempts = await readLoginFailures(request, env);
  if (submission.status !== "success") {
    const body: LoginActionData = {
      result: submission.reply({ hideFields: ["password"] }),
      status: 400,
      failedAttempts,
      offerStandalone: failedAttempts >= STANDALONE_OFFER_AFTER,
      standaloneEnabled: false,
    };
    return data(body, { status: 400 });
  }
  try {
    const { setCookie } = await signIn(context.db, env, submission.value, signInClient(request));
    const headers = new Headers();
    headers.append("Set-Cookie", setCookie);
    headers.append("Set-Cookie", await loginFailuresCookie(env, 0));
    // The server answered: a standalone mode switched on by earlier failures ends.
    for (const cookie of standaloneModeCookies(env, false)) headers.append("Set-Cookie", cookie);
    return redirectWithToast(
      returnPathOf(request),
      {
        type: "success",
        ...sessionCopy.signedIn,
      },
      env,
      { headers },
    );
  } catch (error) {
    // A failure of D1 counts as a failed attempt too: it is what the spec's
    // warning and its offer of the standalone mode are for.
    const failure = asServiceError(error, "Sign-in");
    if (failure.status !== 401 && failure.status !== 429 && failure.status !== 503) throw error;
    const failures = failure.status === 429 ? failedAttempts : failedAttempts + 1;
    // From the third failure on, the mode is switched on as well as offered.
    const offerStandalone = failures >= STANDALONE_OFFER_AFTER;
    const body: LoginActionData = {
      result: submission.reply({ formErrors: [failure.message], hideFields: ["password"] }),
      status: failure.status,
      failedAttempts: failures,
      offerStandalone,
      standaloneEnabled: offerStandalone,
    };
    const headers = new Headers();
    headers.append("Set-Cookie", await loginFailuresCookie(env, failures));
    if (offerStandalone) {
      for (const cookie of standaloneModeCookies(env, true)) headers.append("Set-Cookie", cookie);
    }
    for (const [name, value] of Object.entries(
      retryAfterHeader(failure.details.retryAfterSeconds),
    )) {
      headers.set(name, value);
    }
    return data(body, { status: failure.status, headers });
  }
}

export default function AdminAuthPage() {
  const actionData = useActionData<LoginActionData>();
  const { returnPath } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <LoginCard actionData={actionData}>
        <PasskeySignIn returnPath={returnPath} />
      </LoginCard>
    </div>
  );
}
