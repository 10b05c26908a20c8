import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ImageUploadTool } from "~/components/admin/ImageUploadTool";
import { UploadedImageList } from "~/components/admin/UploadedImageList";
import { adminCatalog } from "~/lib/admin-catalog.server";
import { storeAdminImage } from "~/lib/admin-images.server";
import { privatePageHeaders } from "~/lib/private-page-headers";
import { requireAdminPage } from "~/lib/guards.server";
import { pageMeta } from "~/lib/seo";
import { asServiceError } from "~/services/errors.server";
import { UPLOADS_PATH, readUploadedFile } from "~/services/images.server";
import { offlineWriteDelay } from "~/services/offline-writes.server";
import { uploadMessages } from "~/validation/upload";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Imágenes · Panel de Administración",
    description: "Subir imágenes y copiar su URL.",
    path: "/admin/images",
    noIndex: true,
  });

export async function loader({ context }: LoaderFunctionArgs) {
  const access = await requireAdminPage(context);
  const manifest = await adminCatalog(access, context.db, context.cloudflare.env).imageManifest();
  const seen = new Set<string>();
  const images = Object.values(manifest)
    .filter(
      (entry) => entry.src.startsWith(UPLOADS_PATH) && !seen.has(entry.src) && seen.add(entry.src),
    )
    .map(({ src, width, height }) => ({ src, width, height }));
  return { images };
}

/** Without JavaScript: the multipart form posts the file here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const access = await requireAdminPage(context);
  try {
    const bytes = await readUploadedFile(request);
    const image = await storeAdminImage(access, context.cloudflare.env, bytes);
    if (access.mode === "standalone") await offlineWriteDelay();
    return data(
      { imageUrl: image.imageUrl, error: undefined },
      { status: image.created ? 201 : 200 },
    );
  } catch (error) {
    const failure = asServiceError(error, "Image upload");
    const retryAfter = failure.status === 503 ? failure.details.retryAfterSeconds : undefined;
    return data(
      {
        imageUrl: undefined,
        error: retryAfter === undefined ? failure.message : uploadMessages.uploadFailed,
      },
      {
        status: failure.status,
        headers: retryAfter === undefined ? {} : { "Retry-After": String(retryAfter) },
      },
    );
  }
}

export default function AdminImages() {
  const { images } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-8">
      <h2 className="text-xl font-semibold text-smoke-900">Imágenes</h2>
      <ImageUploadTool serverResult={result} />
      <UploadedImageList images={images} />
      <p>
        <Link
          to="/backup"
          className="font-semibold text-chili-700 underline underline-offset-2 hover:text-chili-600"
        >
          Respaldo del contenido
        </Link>
      </p>
    </div>
  );
}
