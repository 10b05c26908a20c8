import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/ContentPage";
import { EmptyNotice } from "~/components/EmptyNotice";
import { StoreCard } from "~/components/StoreCard";
import { StoresComingSoon } from "~/components/StoresComingSoon";
import { StaticCopyNotice } from "~/components/StaticCopyNotice";
import { storesPage } from "~/content/stores-page";
import { contentPageData, loaderCacheControl } from "~/http/cache-headers.server";
import { pageMeta } from "~/view/seo";
import { loaderMeta } from "~/view/loader-meta";
import { siteFor } from "~/services/site/site.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { siteMeta } from "~/view/site-meta";
import { TitledSection } from "~/components/ui/TitledSection";
import { withoutScripts } from "~/view/page-scripts";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

/** Text, pictures and links alone: no script (docs/decisions/024-pages-without-javascript.md). */
export const handle = withoutScripts;

export async function loader({ context }: LoaderFunctionArgs) {
  const [stores, settings] = await Promise.all([
    siteFor(context).content.stores(),
    readSiteSettings(context.cloudflare.env),
  ]);
  return contentPageData(context, stores.source, {
    stores: stores.value,
    source: stores.source,
    comingSoon: settings.stores,
    meta: pageMeta({
      title: storesPage.title,
      description: storesPage.description,
      path: "/stores",
      site: siteMeta(settings),
    }),
  });
}

/** 'Puntos de Venta': where to buy, and where the producer goes next. */
export default function Stores() {
  const { stores, source, comingSoon } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      as="div"
      width="max-w-6xl space-y-14"
      title={storesPage.title}
      intro={storesPage.intro}
    >
      <StaticCopyNotice source={source} />
      <TitledSection headingId="tiendas-titulo" heading={storesPage.listHeading}>
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
      </TitledSection>
      <StoresComingSoon texts={comingSoon} />
    </ContentPage>
  );
}
