import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Link,
  isRouteErrorResponse,
  useLoaderData,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { ProductGrid } from "~/components/ProductGrid";
import { ProductsPageLinks } from "~/components/ProductsPageLinks";
import { LoadingSpinner } from "~/components/LoadingSpinner";
import { StaticCopyNotice } from "~/components/StaticCopyNotice";
import { contentPageData, loaderCacheControlOrNoStore } from "~/http/cache-headers.server";
import { toProductView } from "~/view/product-view.server";
import { pageMeta } from "~/view/seo";
import { loaderMeta } from "~/view/loader-meta";
import { readWithManifestAndSettings } from "~/view/content-images.server";
import { siteMeta } from "~/view/site-meta";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControlOrNoStore;

export async function loader({ context }: LoaderFunctionArgs) {
  const [products, manifest, settings] = await readWithManifestAndSettings(context, (content) =>
    content.products(),
  );
  const views = products.value.map((product) => toProductView(product, manifest, settings));
  return contentPageData(context, products.source, {
    specialties: views.filter((product) => product.isSpecialty),
    others: views.filter((product) => !product.isSpecialty),
    source: products.source,
    meta: pageMeta({
      title: "Nuestros Productos",
      description:
        "Miel picosa con chile rayado ahumado, chile rayado molido, miel cruda y condimentos del Valle de Hidalgo.",
      path: "/products",
      site: siteMeta(settings),
    }),
  });
}

const container = "mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16";

export default function Products() {
  const { specialties, others, source } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/products";
  const empty = specialties.length === 0 && others.length === 0;
  return (
    <div className={container}>
      <ProductsHeader />
      <StaticCopyNotice source={source} />
      {loading && <LoadingSpinner label="Cargando productos..." className="mt-8" />}
      <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
        {empty ? (
          <div className="mx-auto mt-12 max-w-xl rounded-2xl border border-honey-200 bg-white p-8 text-center">
            <h2 className="font-serif text-2xl font-bold text-smoke-900">
              No hay productos disponibles
            </h2>
            <p className="mt-2 text-stone-700">Vuelve a intentarlo más tarde.</p>
          </div>
        ) : (
          <>
            {specialties.length > 0 && (
              <ProductGrid
                id="especialidades"
                title="Especialidades"
                products={specialties}
                priorityFirst
              />
            )}
            {others.length > 0 && (
              <ProductGrid
                id="productos"
                title="Productos"
                products={others}
                priorityFirst={specialties.length === 0}
              />
            )}
          </>
        )}
      </div>
      <ProductsPageLinks />
    </div>
  );
}

/** Error state: 'Error al cargar los productos', then the error's text or 'Error desconocido'. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data
      ? error.data
      : "Error desconocido";
  return (
    <div className={container}>
      <ProductsHeader />
      <div
        role="alert"
        className="mx-auto mt-12 max-w-xl rounded-2xl border border-chili-600 bg-white p-8 text-center"
      >
        <h2 className="font-serif text-2xl font-bold text-chili-700">
          Error al cargar los productos
        </h2>
        <p className="mt-2 text-stone-700">{detail}</p>
        <Link
          to="/products"
          reloadDocument
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-chili-700 px-5 py-2.5 font-semibold text-white hover:bg-chili-600"
        >
          Intentar de nuevo
        </Link>
      </div>
    </div>
  );
}

/** The title and introduction of /products, shared by the page and its error state. */
function ProductsHeader() {
  return (
    <header className="text-center">
      <h1 className="font-serif text-4xl font-bold text-smoke-900 sm:text-5xl">
        Nuestros Productos
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-700">
        Miel cruda, chile rayado ahumado y condimentos hechos en el Valle de Hidalgo, en lotes
        pequeños.
      </p>
    </header>
  );
}
