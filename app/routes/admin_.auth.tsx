import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { LoginCard, type LoginActionData } from "~/components/admin/LoginCard";
import { clientAddress } from "~/lib/client-address.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import {
  STANDALONE_OFFER_AFTER,
  loginFailuresCookie,
  readLoginFailures,
} from "~/lib/login-failures.server";
import { readFormData } from "~/lib/request-body.server";
import { pageMeta } from "~/lib/seo";
import { signIn } from "~/services/auth.server";
import { isServiceError } from "~/services/errors.server";
import { loginSchema } from "~/validation/auth";

const MAX_FORM_BYTES = 8 * 1024;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Panel de Administración",
    description: "Inicio de sesión del panel de administración.",
    path: "/admin/auth",
    noIndex: true,
  });

export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

/** A signed-in admin goes straight on to the panel. */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await context.sessionUser();
  if (user?.isAdmin) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  let formData: FormData;
  try {
    formData = await readFormData(request, MAX_FORM_BYTES);
  } catch (error) {
    if (isServiceError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
  const submission = parseWithZod(formData, { schema: loginSchema });
  const failedAttempts = await readLoginFailures(request, env);
  if (submission.status !== "success") {
    const body: LoginActionData = {
      result: submission.reply({ hideFields: ["password"] }),
      status: 400,
      failedAttempts,
      offerStandalone: failedAttempts >= STANDALONE_OFFER_AFTER,
    };
    return data(body, { status: 400 });
  }
  try {
    const { setCookie } = await signIn(context.db, env, submission.value, clientAddress(request));
    const headers = new Headers();
    headers.append("Set-Cookie", setCookie);
    headers.append("Set-Cookie", await loginFailuresCookie(env, 0));
    return redirectWithToast(
      "/admin",
      {
        type: "success",
        title: "Inicio de sesión exitoso",
        description: "Bienvenido al panel de administración",
      },
      env,
      { headers },
    );
  } catch (error) {
    if (!isServiceError(error) || (error.status !== 401 && error.status !== 429)) throw error;
    const failures = error.status === 401 ? failedAttempts + 1 : failedAttempts;
    const body: LoginActionData = {
      result: submission.reply({ formErrors: [error.message], hideFields: ["password"] }),
      status: error.status,
      failedAttempts: failures,
      offerStandalone: failures >= STANDALONE_OFFER_AFTER,
    };
    const headers = new Headers();
    headers.append("Set-Cookie", await loginFailuresCookie(env, failures));
    if (error.status === 429) {
      headers.set("Retry-After", String(error.details.retryAfterSeconds ?? 60));
    }
    return data(body, { status: error.status, headers });
  }
}

export default function AdminAuthPage() {
  const actionData = useActionData<LoginActionData>();
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <LoginCard actionData={actionData} />
    </div>
  );
}
