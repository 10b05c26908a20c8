import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/ContentPage";
import { StaticCopyNotice } from "~/components/StaticCopyNotice";
import { PriceListTable } from "~/components/PriceListTable";
import { PrintButton } from "~/components/PrintButton";
import { formatPriceListDate, priceList } from "~/content/price-list";
import { contentPageData, loaderCacheControlOrNoStore } from "~/http/cache-headers.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { siteFor } from "~/services/site/site.server";
import { loaderMeta } from "~/view/loader-meta";
import { toPriceListRow } from "~/view/price-list.server";
import { pageMeta } from "~/view/seo";
import { siteMeta } from "~/view/site-meta";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControlOrNoStore;

/**
 * The printable price list, the downloads index's one download: made from
 * the catalogue on every render, so it is never a file kept by hand. Cached
 * like /products, it changes with the content version when an admin edits a
 * product (docs/decisions/007-page-cache-and-content-version.md).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [products, settings] = await Promise.all([
    siteFor(context).content.products(),
    readSiteSettings(context.cloudflare.env),
  ]);
  const { name, email, phone, address } = settings.business;
  return contentPageData(context, products.source, {
    rows: products.value.map(toPriceListRow),
    dated: priceList.dated(formatPriceListDate(new Date())),
    source: products.source,
    business: { name, email, phone, address },
    meta: pageMeta({
      title: priceList.title,
      description: priceList.description,
      path: "/lista-de-precios",
      site: siteMeta(settings),
    }),
  });
}

export default function PriceList() {
  const { rows, dated, source, business } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      as="div"
      width="max-w-4xl space-y-8 print:max-w-none print:space-y-4 print:py-0"
      title={priceList.title}
      intro={[priceList.intro, dated]}
    >
      <StaticCopyNotice source={source} />
      {rows.length > 0 ? (
        <PriceListTable rows={rows} />
      ) : (
        <p className="rounded-2xl border border-honey-200 bg-white p-8 text-center text-stone-700">
          {priceList.empty}
        </p>
      )}
      <footer className="space-y-1 text-stone-700">
        <p>{priceList.terms}</p>
        <p className="font-semibold text-smoke-900">{business.name}</p>
        <p>
          {business.email} · {business.phone}
        </p>
        <p>{business.address}</p>
      </footer>
      <div className="flex flex-wrap items-center gap-4 print:hidden">
        <PrintButton label={priceList.printButton} />
        <p className="text-sm text-stone-700">{priceList.printHint}</p>
      </div>
      <p className="print:hidden">
        <Link
          to="/downloads/index.html"
          reloadDocument
          className="font-semibold text-chili-700 underline underline-offset-4 hover:text-chili-600"
        >
          {priceList.backToDownloads}
        </Link>
      </p>
    </ContentPage>
  );
}
