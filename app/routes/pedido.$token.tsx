import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ContentPage } from "~/components/ContentPage";
import { BuyerOrder } from "~/components/checkout/BuyerOrder";
import { orderPageCopy } from "~/content/order-page";
import { ReceiptForm } from "~/components/checkout/ReceiptForm";
import { InlineAlert } from "~/components/ui/Alert";
import { attachReceiptFromPage, loadBuyerOrderPage } from "~/controllers/buyer-order-page.server";
import { privatePageHeaders } from "~/http/private-page-headers";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? orderPageCopy.title(data.order.number) : orderPageCopy.description },
  { name: "robots", content: "noindex" },
];

/** Behind its unguessable link only: never kept by a shared cache. */
export const headers = privatePageHeaders;

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  loadBuyerOrderPage(context, params.token ?? "");

export const action = (args: ActionFunctionArgs) => attachReceiptFromPage(args);

/** The buyer's private page of an order: where it stands, what it holds, how to pay. */
export default function BuyerOrderPage() {
  const { order, receipts } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const { pathname } = useLocation();
  return (
    <ContentPage
      as="div"
      width="max-w-3xl space-y-8"
      title={orderPageCopy.title(order.number)}
      intro={orderPageCopy.description}
    >
      <BuyerOrder order={order} />
      {order.takesReceipt ? (
        <ReceiptForm action={pathname} attached={receipts} error={refusal?.error ?? null} />
      ) : refusal ? (
        <InlineAlert id="comprobante-error">{refusal.error}</InlineAlert>
      ) : null}
    </ContentPage>
  );
}
