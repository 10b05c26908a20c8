import type { SubmissionResult } from "@conform-to/react";
import { parseFormSubmission } from "~/validation/form-submission";
import { formConstraint } from "~/validation/form-constraint";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaDescriptor,
} from "@remix-run/cloudflare";
import type { FormConstraint } from "~/components/forms/form-model";
import {
  invitationFormCopy,
  invitationServerCopy,
  type InvitationFormCopy,
  type InvitationPageContent,
  type InvitationPageView,
} from "~/content/invitations";
import { clientAddress } from "~/http/client-address.server";
import { isHoneypotFilled } from "~/shared/honeypot";
import { resolveContentImages } from "~/view/content-images.server";
import type { ResolvedImage } from "~/view/image-resolution";
import { privatePageHeaders } from "~/http/private-page-headers";
import { readPageFormData } from "~/http/request-body.server";
import { pageMeta } from "~/view/seo";
import { siteMeta, type SiteMeta } from "~/view/site-meta";
import { asServiceError, type ServiceError } from "~/services/errors.server";
import type { InvitationContact } from "~/services/invitations.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { siteFor } from "~/services/site/site.server";
import { normalizeInvitationCode } from "~/validation/invitation-code";
import {
  invitationRequestMessages,
  invitationRequestSchema,
} from "~/validation/invitation-request";
import { retryAfterHeader } from "~/http/failure-response.server";

/**
 * The loader and action behind /associates and /clients
 * (docs/decisions/005-invitation-codes-and-requests.md). Without JavaScript the page is a
 * two-step form: `GET ?code=…` looks the code up here and fills the form,
 * then the request posts to the page's action. With JavaScript the look-up
 * runs against GET /api/invitation-codes/{code}; the action is the same.
 */

/** What the page knows before anything is posted. */
export interface InvitationPageData {
  /** The code of `?code=`, trimmed ("" when none); upper-case once valid. */
  code: string;
  /** The code's contact data, when `?code=` named a usable code. */
  contact: InvitationContact | null;
  /** Why `?code=` cannot be used, in Spanish. */
  codeError: string | null;
  image: ResolvedImage | null;
  /** The request form's constraint attributes, so the page needs no schema to render them. */
  constraint: FormConstraint;
  meta: MetaDescriptor[];
  /** The page's texts and the form's, which the page renders from here. */
  page: InvitationPageView;
  copy: InvitationFormCopy;
}

/**
 * - `sent`: stored (or a honeypot dropped quietly): the form locks.
 * - `invalid`: the schema refused a field; the code is kept usable.
 * - `refused`: the code is unknown or already used: the form locks until
 *   another code is validated.
 * - `retry`: rate limit or database failure; the visitor may try again.
 */
export type InvitationOutcome = "sent" | "invalid" | "refused" | "retry";

export interface InvitationActionData {
  /** Conform's reply: field errors, form errors and what was typed. */
  result: SubmissionResult<string[]>;
  /** The code the request carried, trimmed. */
  code: string;
  outcome: InvitationOutcome;
}

/** Five short fields; anything bigger is not a visitor. */
const MAX_FORM_BYTES = 32 * 1024;

/** Contact data are personal: no cache may keep these pages. */
const NO_STORE = { "Cache-Control": "private, no-store" } as const;

function failureHeaders(error: ServiceError): Record<string, string> {
  return { ...NO_STORE, ...retryAfterHeader(error.details.retryAfterSeconds) };
}

/**
 * The meta tags of an invitation page. The page itself is public and listed
 * in the sitemap (it explains the programme); a URL with `?code=` shows a
 * person's contact data, so that copy is kept out of search engines, and
 * its canonical URL is the page without the code.
 */
function invitationPageMeta(
  page: InvitationPageContent,
  url: URL,
  site: SiteMeta,
): MetaDescriptor[] {
  return pageMeta({
    title: page.title,
    description: page.metaDescription,
    path: page.path,
    image: page.image.src,
    noIndex: url.searchParams.has("code"),
    site,
  });
}

const CODE_MARK = "\u0000";

function pageView(page: InvitationPageContent): InvitationPageView {
  const [beforeCode = "", afterCode = ""] = page.whatsappMessage(CODE_MARK).split(CODE_MARK);
  return {
    path: page.path,
    title: page.title,
    intro: page.intro,
    image: page.image,
    highlights: page.highlights,
    formHeading: page.formHeading,
    formDescription: page.formDescription,
    submitLabel: page.submitLabel,
    successDescription: page.successDescription,
    whatsappMessage: { beforeCode, afterCode },
  };
}

/** The page, its picture and, for `?code=`, the code's contact data or why not. */
async function loadInvitationPage(
  { request, context }: LoaderFunctionArgs,
  page: InvitationPageContent,
) {
  const url = new URL(request.url);
  const [{ picture }, settings] = await Promise.all([
    resolveContentImages(context.cloudflare.env, { picture: page.image }),
    readSiteSettings(context.cloudflare.env),
  ]);
  const base: InvitationPageData = {
    code: "",
    contact: null,
    codeError: null,
    image: picture,
    constraint: formConstraint(invitationRequestSchema),
    meta: invitationPageMeta(page, url, siteMeta(settings)),
    page: pageView(page),
    copy: invitationFormCopy,
  };
  const raw = url.searchParams.get("code");
  if (raw === null) return data(base, { headers: NO_STORE });

  const code = raw.trim().slice(0, 64);
  if (!code) {
    return data(
      { ...base, codeError: invitationRequestMessages.invalidCode },
      { headers: NO_STORE },
    );
  }
  try {
    const contact = await siteFor(context).lookUpInvitation(code, clientAddress(request));
    return data({ ...base, code: normalizeInvitationCode(code), contact }, { headers: NO_STORE });
  } catch (error) {
    const failure = asServiceError(
      error,
      "Invitation code look-up",
      invitationServerCopy.lookupUnavailable,
    );
    // An unknown or used code is a message on a page that exists: 200.
    const status = failure.status === 404 ? 200 : failure.status;
    return data(
      { ...base, code, codeError: failure.message },
      { status, headers: failureHeaders(failure) },
    );
  }
}

/**
 * Why `code` can no longer be used (404 'Código de invitación no válido',
 * as a look-up answers a used or unknown one), or null when it still can or
 * the look-up could not say.
 */
async function codeRefusal(
  context: ActionFunctionArgs["context"],
  request: Request,
  code: string,
): Promise<ServiceError | null> {
  try {
    await siteFor(context).lookUpInvitation(code, clientAddress(request));
    return null;
  } catch (error) {
    const failure = asServiceError(error, "Invitation code look-up");
    return failure.status === 404 || failure.status === 409 ? failure : null;
  }
}

function reply(
  payload: InvitationActionData,
  status = 200,
  headers: Record<string, string> = { ...NO_STORE },
) {
  return data(payload, { status, headers });
}

/**
 * Validates with the shared schema (the kind comes from the page, never from
 * the form), then stores the request and uses the code through the same
 * service as POST /api/associates. Refusals keep what was typed.
 */
async function submitInvitationPage(
  { request, context }: ActionFunctionArgs,
  page: InvitationPageContent,
) {
  const formData = await readPageFormData(request, MAX_FORM_BYTES);
  const posted = formData.get("invitationCode");
  const code = typeof posted === "string" ? posted.trim().slice(0, 64) : "";
  formData.set("kind", page.kind);
  const submission = parseFormSubmission(formData, invitationRequestSchema);

  // A robot filled the honeypot: it sees a thank-you, nothing is stored.
  if (isHoneypotFilled(formData)) {
    return reply({ result: submission.reply({ resetForm: true }), code, outcome: "sent" });
  }
  if (submission.status !== "success") {
    // Fields to correct are no reason to call a code good that was used or withdrawn meanwhile.
    const refusal = code ? await codeRefusal(context, request, code) : null;
    if (refusal) {
      return reply(
        { result: submission.reply({ formErrors: [refusal.message] }), code, outcome: "refused" },
        refusal.status,
        failureHeaders(refusal),
      );
    }
    return reply({ result: submission.reply(), code, outcome: "invalid" }, 400);
  }
  try {
    const stored = await siteFor(context).submitInvitationRequest(
      submission.value,
      clientAddress(request),
    );
    return reply({ result: submission.reply(), code: stored.invitationCode, outcome: "sent" });
  } catch (error) {
    const failure = asServiceError(error, "Invitation request", invitationServerCopy.unavailable);
    const outcome = failure.status === 404 || failure.status === 409 ? "refused" : "retry";
    return reply(
      { result: submission.reply({ formErrors: [failure.message] }), code, outcome },
      failure.status,
      failureHeaders(failure),
    );
  }
}

/**
 * What the route of an invitation page exports besides its component: the
 * loader and action for its page, and `private, no-store` headers always, with
 * the Retry-After of a refusal.
 */
export function invitationRequestRoute(page: InvitationPageContent) {
  return {
    headers: privatePageHeaders,
    loader: (args: LoaderFunctionArgs) => loadInvitationPage(args, page),
    action: (args: ActionFunctionArgs) => submitInvitationPage(args, page),
  };
}
