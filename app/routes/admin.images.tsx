import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ImageUploadTool } from "~/components/admin/ImageUploadTool";
import { UploadedImageList } from "~/components/admin/UploadedImageList";
import { requireAdminPage } from "~/lib/guards.server";
import { pageMeta } from "~/lib/seo";
import { isServiceError } from "~/services/errors.server";
import {
  UPLOADS_PATH,
  readImageManifest,
  readUploadedFile,
  uploadImage,
} from "~/services/images.server";
import { uploadMessages } from "~/validation/upload";

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Imágenes · Panel de Administración",
    description: "Subir imágenes y copiar su URL.",
    path: "/admin/images",
    noIndex: true,
  });

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const manifest = await readImageManifest(context.cloudflare.env);
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
  await requireAdminPage(context);
  try {
    const bytes = await readUploadedFile(request);
    const image = await uploadImage(context.cloudflare.env, bytes);
    return data(
      { imageUrl: image.imageUrl, error: undefined },
      { status: image.created ? 201 : 200 },
    );
  } catch (error) {
    if (isServiceError(error))
      return data({ imageUrl: undefined, error: error.message }, { status: error.status });
    console.error("Image upload failed", error);
    return data({ imageUrl: undefined, error: uploadMessages.uploadFailed }, { status: 500 });
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
