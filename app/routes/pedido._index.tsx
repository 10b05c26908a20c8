import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { BagUnavailable } from "~/components/bag/BagUnavailable";
import { CheckoutForm as ServerCheckoutForm } from "~/components/checkout/CheckoutForm";
import { CheckoutSummary } from "~/components/checkout/CheckoutSummary";
import { ReviewBag } from "~/components/checkout/ReviewBag";
import { submittedForm } from "~/components/checkout/submitted-form";
import { ContentPage } from "~/components/ContentPage";
import { lazyOnFirstUse } from "~/components/lazyOnFirstUse";
import { checkoutCopy } from "~/content/checkout";
import { CHECKOUT_FORM_ID } from "~/shared/bag-path";
import { loadCheckoutPage, placeOrderFromPage } from "~/controllers/checkout-page.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { formatPrice } from "~/shared/money";

export const meta: MetaFunction = () => [
  { title: checkoutCopy.title },
  { name: "robots", content: "noindex" },
];

/**
 * The buyer's form is a plain post the server draws whole; in the browser its
 * code loads on the visitor's first use of it (lazyOnFirstUse), and until
 * then the server's form stays on screen, usable.
 */
const CheckoutForm = lazyOnFirstUse(
  CHECKOUT_FORM_ID,
  import.meta.env.SSR ? ServerCheckoutForm : null,
  () => import("~/components/checkout/CheckoutForm").then((module) => module.CheckoutForm),
).Drawn;

/** One visitor's bag and details: never kept by a shared cache. */
export const headers = privatePageHeaders;

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  loadCheckoutPage(context, request);

export const action = ({ context, request }: ActionFunctionArgs) =>
  placeOrderFromPage(context, request);

/** A refusal for what changed in the bag (409) reads the bag again, as the page without script does. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  defaultShouldRevalidate,
}) => actionStatus === 409 || defaultShouldRevalidate;

/** 'Hacer pedido': the bag, the buyer's details, 'Confirmar pedido'. */
export default function Checkout() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // A refusal of a bag that changed meanwhile ('Ya no hay suficientes existencias…').
  const refusal = answer?.state === "refused" ? submittedForm(answer.result).formErrors() : [];
  return (
    <ContentPage
      as="div"
      width="max-w-3xl space-y-8"
      title={checkoutCopy.title}
      intro={checkoutCopy.description}
    >
      {answer?.state === "simulated" ? (
        <div
          role="status"
          className="space-y-2 rounded-2xl border border-honey-300 bg-honey-50 p-5"
        >
          <p className="font-serif text-2xl font-bold text-honey-900">
            {checkoutCopy.simulatedTitle} {answer.number}
          </p>
          <p>{answer.message}</p>
          <p className="font-semibold">{formatPrice(answer.totalCents)}</p>
        </div>
      ) : page.state === "unavailable" ? (
        <BagUnavailable whatsappUrl={page.whatsappUrl} />
      ) : page.bag.ready || (answer?.state === "refused" && page.bag.lines.length > 0) ? (
        <>
          {page.bag.ready ? (
            <CheckoutSummary bag={page.bag} minimumCents={page.options.minimumCents} />
          ) : (
            // Refused for what changed in the bag: the form keeps what was typed, the bag is to be reviewed.
            <ReviewBag text={page.bag.holdUp ?? checkoutCopy.reviewBag} />
          )}
          <CheckoutForm
            options={page.options}
            invoiceChoices={page.invoiceChoices}
            checkoutKey={page.checkoutKey}
            subtotalCents={page.bag.subtotalCents}
            lastResult={answer?.state === "refused" ? answer.result : undefined}
          />
        </>
      ) : (
        <ReviewBag text={page.bag.holdUp ?? checkoutCopy.reviewBag} refusal={refusal} />
      )}
    </ContentPage>
  );
}
