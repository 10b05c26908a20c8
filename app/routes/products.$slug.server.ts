/**
 * The product page's action: 'Avísame cuando haya'
 * (docs/decisions/025-availability-and-waiting-list.md), through the same
 * service and schema as POST /api/waitlist.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseFormSubmission } from "~/validation/form-submission";
import { formConstraint } from "~/validation/form-constraint";
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { waitlistCopy } from "~/content/availability";
import { STANDALONE_WRITE_SIMULATED } from "~/content/standalone";
import { clientAddress } from "~/http/client-address.server";
import { failureData } from "~/http/failure-response.server";
import { redirectWithToast } from "~/http/flash-toast.server";
import { readPageFormData } from "~/http/request-body.server";
import { asServiceError, isServiceError } from "~/services/errors.server";
import type { PublicContent } from "~/services/public-content.server";
import { siteFor } from "~/services/site/site.server";
import { isHoneypotFilled } from "~/shared/honeypot";
import type { FormConstraint } from "~/components/forms/form-model";
import { waitlistSchema } from "~/validation/waitlist";

/** Four short fields and a checkbox; anything bigger is not a visitor. */
const MAX_FORM_BYTES = 16 * 1024;

export interface WaitlistActionData {
  /** Conform's reply: field errors, the form's error and what was typed. */
  result: SubmissionResult<string[]>;
  /**
   * The form's constraints, so the page shows the form and its message even
   * when it is drawn from the static copy, where the product may read as
   * available (D1 failed).
   */
  constraint: FormConstraint;
}

const NO_STORE = { "Cache-Control": "private, no-store" } as const;

/**
 * Stores the entry and goes back to the page with 'Le avisaremos en cuanto
 * esté disponible' as a toast; a robot's honeypot gets the same answer and
 * stores nothing. A refusal (a field, the product available again, the rate
 * limit, D1 down) answers the page with the message and what was typed.
 */
/** The product of a page's slug, for its loader and its action; a slug of no product is the site's 404. */
export function productOfPage(content: PublicContent, slug: string) {
  return content.productBySlug(slug).catch((error: unknown) => {
    if (isServiceError(error) && error.status === 404) throw new Response(null, { status: 404 });
    throw error;
  });
}

/**
 * The waiting list of a product's page is that product's, whatever id the
 * form claims; a page that names no product is the site's 404. When the
 * catalogue cannot be read, the form's id stands and the write says why.
 */
async function setPageProduct(
  formData: FormData,
  context: ActionFunctionArgs["context"],
  slug: string,
): Promise<void> {
  try {
    const product = await productOfPage(siteFor(context).content, slug);
    formData.set("productId", String(product.value.id));
  } catch (error) {
    if (error instanceof Response) throw error;
  }
}

export async function joinWaitlistFromPage({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const pagePath = `/products/${encodeURIComponent(params.slug ?? "")}`;
  const formData = await readPageFormData(request, MAX_FORM_BYTES);
  const joined = () =>
    redirectWithToast(pagePath, { type: "success", title: waitlistCopy.joined }, env);
  if (isHoneypotFilled(formData)) throw await joined();
  await setPageProduct(formData, context, params.slug ?? "");

  const submission = parseFormSubmission(formData, waitlistSchema);
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply(),
        constraint: formConstraint(waitlistSchema),
      } satisfies WaitlistActionData,
      {
        status: 400,
        headers: NO_STORE,
      },
    );
  }
  try {
    const outcome = await siteFor(context).joinWaitlist(submission.value, clientAddress(request));
    if (outcome.simulated) {
      throw await redirectWithToast(
        pagePath,
        { type: "success", title: waitlistCopy.joined, description: STANDALONE_WRITE_SIMULATED },
        env,
      );
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = asServiceError(error, "Waiting-list entry", waitlistCopy.failed);
    return failureData(
      {
        result: submission.reply({ formErrors: [failure.message] }),
        constraint: formConstraint(waitlistSchema),
      } satisfies WaitlistActionData,
      failure,
      NO_STORE,
    );
  }
  throw await joined();
}
