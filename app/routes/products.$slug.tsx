import { formConstraint } from "~/validation/form-constraint";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AddToBagForm } from "~/components/bag/AddToBagForm";
import { Icon } from "~/components/Icon";
import { WhatsAppLink } from "~/components/WhatsAppLink";
import { whatsappLink } from "~/shared/contact-links";
import { ProductAdminLink } from "~/components/ProductAdminLink";
import { ProductBadges } from "~/components/ProductBadges";
import { ProductFacts } from "~/components/ProductFacts";
import { ProductGallery } from "~/components/ProductGallery";
import { ProductOrderAction } from "~/components/ProductOrderAction";
import { WaitlistForm as ServerWaitlistForm } from "~/components/WaitlistForm";
import { lazyOnFirstUse } from "~/components/lazyOnFirstUse";
import { WAITLIST_ANCHOR } from "~/shared/waitlist-anchor";
import { ProductServingIdeas } from "~/components/ProductServingIdeas";
import { StaticCopyNotice } from "~/components/StaticCopyNotice";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import { waitlistSchema } from "~/validation/waitlist";
import { joinWaitlistFromPage, productOfPage } from "./products.$slug.server";
import { canBeOrdered } from "~/content/availability-states";
import { servingIdeaGroups } from "~/content/serving-idea-groups";
import { contentPageData, loaderCacheControlOrNoStore } from "~/http/cache-headers.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { toProductView, type ProductView } from "~/view/product-view.server";
import { jsonLdMeta, pageMeta } from "~/view/seo";
import { loaderMeta } from "~/view/loader-meta";
import { productJsonLd } from "~/view/structured-data.server";
import { readWithManifestAndSettings } from "~/view/content-images.server";
import { siteMeta, type SiteMeta } from "~/view/site-meta";

export const meta: MetaFunction<typeof loader> = loaderMeta;

/**
 * Only the page of a product that cannot be had today draws the waiting-list
 * form. The server imports it plainly and sends the page whole, so it works
 * without JavaScript; in the browser its code, and the forms' machinery, load
 * on the visitor's first use of the form (lazyOnFirstUse); until then the
 * server's form stays on screen, usable: a submit posts to the server.
 */
const WaitlistForm = lazyOnFirstUse(
  WAITLIST_ANCHOR,
  import.meta.env.SSR ? ServerWaitlistForm : null,
  () => import("~/components/WaitlistForm").then((module) => module.WaitlistForm),
).Drawn;

/** The page's own cache rules; after the waiting-list form's refusal, private with its Retry-After. */
export const headers: HeadersFunction = (args) =>
  args.actionHeaders.has("Cache-Control")
    ? privatePageHeaders(args)
    : loaderCacheControlOrNoStore(args);

export async function loader({ params, context }: LoaderFunctionArgs) {
  // An unknown slug renders the site's 404 page with status 404.
  const [product, manifest, settings] = await readWithManifestAndSettings(context, (content) =>
    productOfPage(content, params.slug ?? ""),
  );
  const view = toProductView(product.value, manifest, settings);
  return contentPageData(context, product.source, {
    product: view,
    source: product.source,
    meta: productMeta(view, siteMeta(settings)),
    servingIdeas: view.hasServingIdeas ? servingIdeaGroups : null,
    // Only a product that cannot be had today has the waiting-list form.
    waitlistConstraint: canBeOrdered(view.availability) ? null : formConstraint(waitlistSchema),
  });
}

export const action = (args: ActionFunctionArgs) => joinWaitlistFromPage(args);

function productMeta(product: ProductView, site: SiteMeta) {
  const description =
    product.description.length > 160
      ? `${product.description.slice(0, 157).trimEnd()}…`
      : product.description;
  const [first] = product.images;
  return [
    ...pageMeta({
      title: product.name,
      description,
      path: `/products/${product.slug}`,
      image: first?.isFallback ? null : first?.image?.src,
      type: "product",
      site,
    }),
    jsonLdMeta(productJsonLd(product, site.name)),
  ];
}

export default function ProductPage() {
  const { product, source, servingIdeas, waitlistConstraint } = useLoaderData<typeof loader>();
  const { whatsappNumber } = useSiteBusiness();
  const actionData = useActionData<typeof action>();
  // A new visit (the redirect after joining) starts the form afresh.
  const { key: visit } = useLocation();
  // After a refused post the form stays, even on the static copy (D1 failed).
  const waitlistFormConstraint = waitlistConstraint ?? actionData?.constraint ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <StaticCopyNotice source={source} />
      <Link
        to="/products"
        className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-honey-900 underline-offset-4 hover:underline"
      >
        <Icon name="arrowLeft" />
        Volver a productos
      </Link>
      <article className="mt-6 grid gap-10 lg:grid-cols-2">
        <ProductGallery images={product.images} />
        <div className="flex flex-col gap-5">
          <ProductBadges product={product} />
          <h1 className="font-serif text-3xl font-bold text-smoke-900 sm:text-4xl">
            {product.name}
          </h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold text-stone-700">Categoría</dt>
            <dd className="text-honey-900">{product.category}</dd>
            {product.price && (
              <>
                <dt className="font-semibold text-stone-700">Precio</dt>
                <dd className="text-xl font-bold text-chili-700">{product.price}</dd>
              </>
            )}
            {product.weight && (
              <>
                <dt className="font-semibold text-stone-700">Contenido</dt>
                <dd>{product.weight}</dd>
              </>
            )}
          </dl>
          <p className="text-lg leading-relaxed whitespace-pre-line text-stone-800">
            {product.description}
          </p>
          {product.bagQuantity !== null && (
            <AddToBagForm
              productId={product.id}
              productName={product.name}
              most={product.bagQuantity}
              returnTo={`/products/${product.slug}`}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <ProductOrderAction product={product} waitlistOnPage />
            <WhatsAppLink
              href={whatsappLink(
                whatsappNumber,
                `Hola, me interesa el producto ${product.name}. ¿Me pueden dar más información?`,
              )}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-green-800"
            >
              Preguntar por WhatsApp
            </WhatsAppLink>
            <ProductAdminLink productId={product.id} />
          </div>
          {waitlistFormConstraint && (
            <WaitlistForm
              key={visit}
              action={`/products/${product.slug}`}
              productId={product.id}
              lastResult={actionData?.result}
              constraint={waitlistFormConstraint}
            />
          )}
          <ProductFacts
            ingredients={product.ingredients}
            nutritionalInfo={product.nutritionalInfo}
          />
        </div>
      </article>
      {servingIdeas && <ProductServingIdeas groups={servingIdeas} />}
    </div>
  );
}
