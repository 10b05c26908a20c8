import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BagLines } from "~/components/bag/BagLines";
import { BagUnavailable } from "~/components/bag/BagUnavailable";
import { ContentPage } from "~/components/ContentPage";
import { bagCopy } from "~/content/bag";
import { changeBagFromPage, loadBagPage } from "~/controllers/bag-page.server";
import { privatePageHeaders } from "~/http/private-page-headers";

export const meta: MetaFunction = () => [
  { title: bagCopy.title },
  { name: "robots", content: "noindex" },
];

/** One visitor's bag: never kept by a shared cache. */
export const headers = privatePageHeaders;

export const loader = ({ context, request }: LoaderFunctionArgs) => loadBagPage(context, request);

export const action = ({ context, request }: ActionFunctionArgs) =>
  changeBagFromPage(context, request);

/** 'Tu bolsa': the products the visitor is about to order (docs/decisions/036-the-bag.md). */
export default function Bag() {
  const page = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <ContentPage
      as="div"
      width="max-w-3xl space-y-8"
      title={bagCopy.title}
      intro={bagCopy.description}
    >
      {page.state === "unavailable" ? (
        <BagUnavailable whatsappUrl={page.whatsappUrl} />
      ) : (
        <BagLines
          bag={page.bag}
          images={page.images}
          standalone={page.standalone}
          refusal={refusal ?? null}
        />
      )}
    </ContentPage>
  );
}
