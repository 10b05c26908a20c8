import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { setupCopy } from "~/content/setup";
import { failureData, storageUnavailableAnswer } from "~/http/failure-response.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { loginFailuresCookie } from "~/http/login-failures.server";
import { toFieldErrors } from "~/http/parse-input.server";
import { readPageFormData } from "~/http/request-body.server";
import { signInClient } from "~/http/sign-in-client.server";
import { openSession } from "~/services/account/sessions.server";
import { asServiceError, type FieldErrors } from "~/services/errors.server";
import { setUpFirstAdmin, setupState, type SetupState } from "~/services/first-admin.server";
import { setupSchema } from "~/validation/setup";

const MAX_FORM_BYTES = 8 * 1024;

/** Where the new owner goes first: 'Sitio', to replace the sample identity. */
export const AFTER_SETUP_PATH = "/admin/site";

export interface SetupActionData {
  message: string;
  fieldErrors?: FieldErrors;
  /** What was typed, kept (never the code or the passwords). */
  username?: string;
  sampleCatalogue?: boolean;
}

/** Once an admin exists the page is gone: the site's 404, whatever the code. */
const gone = () => new Response(null, { status: 404, statusText: "Not Found" });

/** Whether the page is open; D1 failing is the connection-error screen (503). */
async function readSetupState(context: LoaderFunctionArgs["context"]): Promise<SetupState> {
  try {
    return await setupState(context.db, context.cloudflare.env);
  } catch (error) {
    asServiceError(error, "Reading the first-run state");
    throw storageUnavailableAnswer();
  }
}

/** The first-run page: its form, or how to set a code; 404 once an admin exists. */
export async function loadSetupPage({ context }: LoaderFunctionArgs) {
  const state = await readSetupState(context);
  if (state === "done") throw gone();
  return { configured: state === "open" };
}

/**
 * Makes the first admin, signs them in and takes them to 'Sitio'. A wrong
 * code is a 403 that counts against the client's sign-in limit; without a
 * configured code nothing is made (403, the page says how to set one).
 */
export async function setupPageAction({ request, context }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const state = await readSetupState(context);
  if (state === "done") throw gone();
  const form = await readPageFormData(request, MAX_FORM_BYTES);
  const kept = {
    username: String(form.get("username") ?? "").slice(0, 120),
    sampleCatalogue: form.get("sampleCatalogue") === "on",
  };
  if (state === "unconfigured") {
    return data<SetupActionData>({ message: setupCopy.notConfigured, ...kept }, { status: 403 });
  }
  const parsed = setupSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<SetupActionData>(
      {
        message: parsed.error.issues[0]?.message ?? setupCopy.notConfigured,
        fieldErrors: toFieldErrors(parsed.error.issues),
        ...kept,
      },
      { status: 400 },
    );
  }
  const client = signInClient(request);
  try {
    const { userId, samples, samplesFailed } = await setUpFirstAdmin(
      context.db,
      env,
      parsed.data,
      client,
    );
    const samplesAdded =
      samples !== null && samples.products + samples.stores + samples.recipes > 0;
    if (samplesAdded) context.markContentChanged();
    const headers = new Headers();
    headers.append("Set-Cookie", await openSession(context.db, env, userId, "password", client));
    headers.append("Set-Cookie", await loginFailuresCookie(env, 0));
    return redirectWithToast(
      AFTER_SETUP_PATH,
      {
        type: "success",
        title: setupCopy.created,
        description: samplesFailed
          ? setupCopy.samplesFailed
          : samplesAdded
            ? setupCopy.createdWithSamples
            : setupCopy.createdDescription,
      },
      env,
      { headers },
    );
  } catch (error) {
    const failure = asServiceError(error, "Setting up the first admin");
    if (failure.status === 404) throw gone();
    return failureData<SetupActionData>(
      { message: failure.message, fieldErrors: failure.details.fieldErrors, ...kept },
      failure,
    );
  }
}
