/**
 * 'Tu bolsa' (`/bolsa`, docs/decisions/036-the-bag.md): the page's loader and
 * the action of every bag form ('Agregar a la bolsa' on a product, a line's
 * quantity, 'Quitar'). Plain posts that redirect with a flash toast, so the
 * bag works without JavaScript; with it, Remix makes the same posts in place.
 */
import { parseFormSubmission } from "~/validation/form-submission";
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { bagCopy } from "~/content/bag";
import { redirectWithToast } from "~/http/flash-toast.server";
import { retryAfterHeader } from "~/http/failure-response.server";
import { readPageFormData } from "~/http/request-body.server";
import { readBag, requireOrders } from "./bag-reads.server";
import { asServiceError } from "~/services/errors.server";
import { bagView, type BagView } from "~/services/bag/bag-lines-view.server";
import { checkedBagChange } from "~/services/bag/bag-change.server";
import { whatsappLink } from "~/shared/contact-links";
import { safeRedirectPath } from "~/shared/safe-redirect";
import { bagChangeSchema } from "~/validation/bag";
import { BAG_PATH } from "~/shared/bag-path";
import type { ImageManifest } from "~/content/image-manifest";
import { resolveImage, type ResolvedImage } from "~/view/image-resolution";

/** A few short fields. */
const MAX_FORM_BYTES = 4 * 1024;
const PRIVATE = { "Cache-Control": "private, no-store" } as const;

export type BagPageData =
  | {
      state: "open";
      bag: BagView;
      images: Record<number, ResolvedImage | null>;
      /** The standalone site keeps the bag in this browser only. */
      standalone: boolean;
    }
  | { state: "unavailable"; whatsappUrl: string };

export interface BagActionData {
  /** The refusal, shown above the bag (and as a toast with JavaScript). */
  error: string;
  /** The line it concerns, to show the message beside it. */
  productId: number | null;
}

function imagesOf(bag: BagView, manifest: ImageManifest): Record<number, ResolvedImage | null> {
  return Object.fromEntries(
    bag.lines.map((line) => [line.productId, resolveImage(line.imageUrl, manifest)]),
  );
}

export async function loadBagPage(context: AppLoadContext, request: Request) {
  const settings = await requireOrders(context);
  const read = await readBag(context, request);
  if (read === null) {
    const whatsappUrl = whatsappLink(settings.business.whatsappNumber);
    return data({ state: "unavailable", whatsappUrl } satisfies BagPageData, { headers: PRIVATE });
  }
  const bag = bagView(read.lines, read.products, settings.orders.minimumCents);
  return data(
    {
      state: "open",
      bag,
      images: imagesOf(bag, read.manifest),
      standalone: context.mode === "standalone",
    } satisfies BagPageData,
    { headers: PRIVATE },
  );
}

const toastOf = {
  add: bagCopy.added,
  set: bagCopy.updated,
  remove: bagCopy.removed,
} as const;

/**
 * Applies the posted change and goes back (to `returnTo`, a page of the
 * site, or the bag) with its toast and the bag's cookies. A refusal answers
 * the bag page with its message and status: 400, 404, 409, 503.
 */
export async function changeBagFromPage(context: AppLoadContext, request: Request) {
  const { env } = context.cloudflare;
  await requireOrders(context);
  const formData = await readPageFormData(request, MAX_FORM_BYTES);
  const submission = parseFormSubmission(formData, bagChangeSchema);
  const productId = Number(formData.get("productId")) || null;
  if (submission.status !== "success") {
    const errors = Object.values(submission.error ?? {}).flat();
    return data({ error: errors[0] ?? bagCopy.unavailable, productId } satisfies BagActionData, {
      status: 400,
      headers: PRIVATE,
    });
  }
  const change = submission.value;
  const read = await readBag(context, request);
  if (read === null) {
    return data({ error: bagCopy.unavailable, productId } satisfies BagActionData, {
      status: 503,
      headers: { ...PRIVATE, "Retry-After": "30" },
    });
  }
  let cookies: string[];
  let name: string | undefined;
  try {
    const lines = checkedBagChange(read.lines, change, read.products);
    name = read.products.find((product) => product.id === change.productId)?.name;
    cookies = await read.store.write(lines);
  } catch (error) {
    const failure = asServiceError(error, "A change of the bag", bagCopy.unavailable);
    return data({ error: failure.message, productId } satisfies BagActionData, {
      status: failure.status,
      headers: { ...PRIVATE, ...retryAfterHeader(failure.details.retryAfterSeconds) },
    });
  }
  const returnTo = safeRedirectPath(formData.get("returnTo"), BAG_PATH);
  const description =
    change.intent === "add" && name ? bagCopy.addedLine(name, change.quantity) : undefined;
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  throw await redirectWithToast(
    returnTo,
    { type: "success", title: toastOf[change.intent], ...(description ? { description } : {}) },
    env,
    { headers },
  );
}
