import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPageHeader } from "~/components/ContentPageHeader";
import { EmptyNotice } from "~/components/EmptyNotice";
import { StoreCard } from "~/components/StoreCard";
import { StoresComingSoon } from "~/components/StoresComingSoon";
import { FallbackNotice } from "~/components/FallbackNotice";
import { storesPage } from "~/content/stores-page";
import { contentCacheHeaders } from "~/http/cache-headers.server";
import { pageMeta } from "~/view/seo";
import { siteFor } from "~/services/site/site.server";

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => loaderData?.meta ?? [];

export async function loader({ context }: LoaderFunctionArgs) {
  const stores = await siteFor(context).content.stores();
  return data(
    {
      stores: stores.value,
      source: stores.source,
      meta: pageMeta({
        title: storesPage.title,
        description: storesPage.description,
        path: "/stores",
      }),
    },
    { headers: await contentCacheHeaders(context, stores.source) },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** 'Puntos de Venta': where to buy, and where the producer goes next. */
export default function Stores() {
  const { stores, source } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6 sm:py-16">
      <ContentPageHeader title={storesPage.title} intro={storesPage.intro} />
      <FallbackNotice source={source} />
      <section aria-labelledby="tiendas-titulo">
        <h2 id="tiendas-titulo" className="font-serif text-3xl font-bold text-honey-900">
          {storesPage.listHeading}
        </h2>
        {stores.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </ul>
        ) : (
          <div className="mt-6">
            <EmptyNotice title={storesPage.empty.title} text={storesPage.empty.text} />
          </div>
        )}
      </section>
      <StoresComingSoon />
    </div>
  );
}
