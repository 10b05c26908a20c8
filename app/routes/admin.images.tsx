import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BackupLink } from "~/components/admin/BackupLink";
import { ImageUploadTool } from "~/components/admin/ImageUploadTool";
import { ReprocessUploadsPanel } from "~/components/admin/ReprocessUploadsPanel";
import { UploadedImageList } from "~/components/admin/UploadedImageList";
import { reprocessUploadsAction } from "./admin.images.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage } from "~/http/guards.server";
import { resolveImage } from "~/view/image-resolution";
import { adminPageMeta } from "~/view/seo";
import { STORAGE_UNAVAILABLE, asServiceError } from "~/services/errors.server";
import { readUploadedFile } from "~/http/uploaded-file.server";
import { UPLOADS_PATH } from "~/services/image-store.server";
import { siteFor } from "~/services/site/site.server";
import { uploadMessages } from "~/validation/upload";
import { failureData } from "~/http/failure-response.server";
import { MAX_PRODUCT_FORM_BYTES } from "~/controllers/form-images.server";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta("Imágenes", "Subir imágenes y copiar su URL.", "/admin/images");

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const [manifest, rawUploads] = await Promise.all([
    site.catalog.imageManifest(),
    site.rawUploadCount(),
  ]);
  const seen = new Set<string>();
  const images = Object.values(manifest)
    .filter(
      (entry) => entry.src.startsWith(UPLOADS_PATH) && !seen.has(entry.src) && seen.add(entry.src),
    )
    .map((entry) => ({ src: entry.src, image: resolveImage(entry.src, { upload: entry }) }));
  return { images, rawUploads, origin: context.origin };
}

async function uploadAction({ request, context }: ActionFunctionArgs) {
  await requireAdminPage(context);
  try {
    // Read within the product form's bound, as that form does: a phone photo
    // over 5 MB arrives whole and is answered with this page. Refused unread,
    // a browser still sending it can end on its own error page instead.
    const bytes = await readUploadedFile(request, MAX_PRODUCT_FORM_BYTES);
    const image = await siteFor(context).storeImage(bytes);
    return data(
      { kind: "upload" as const, imageUrl: image.imageUrl, error: undefined },
      { status: image.created ? 201 : 200 },
    );
  } catch (error) {
    const failure = asServiceError(error, "Image upload");
    return failureData(
      {
        kind: "upload" as const,
        imageUrl: undefined,
        // The image service says what failed; a storage failure gets the spec's fallback.
        error:
          failure.message === STORAGE_UNAVAILABLE ? uploadMessages.uploadFailed : failure.message,
      },
      failure,
    );
  }
}

/**
 * Without JavaScript the upload form posts its file here (multipart); the
 * 'Optimizar imágenes anteriores' form posts `intent=reprocess`.
 */
export async function action(args: ActionFunctionArgs) {
  const type = args.request.headers.get("Content-Type") ?? "";
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) return reprocessUploadsAction(args);
  return uploadAction(args);
}

export default function AdminImages() {
  const { images, rawUploads, origin } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-8">
      <h2 className="text-xl font-semibold text-smoke-900">Imágenes</h2>
      <ReprocessUploadsPanel
        pending={rawUploads}
        result={result?.kind === "reprocess" ? result : undefined}
      />
      <ImageUploadTool
        origin={origin}
        serverResult={result?.kind === "upload" ? result : undefined}
      />
      <UploadedImageList images={images} origin={origin} />
      <BackupLink />
    </div>
  );
}
