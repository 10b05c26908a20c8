import { useId } from "react";
import { toast } from "~/shared/toast";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/components/useHydrated";
import { absoluteImageUrl } from "~/view/image-resolution";

/**
 * The uploaded image, its absolute URL (what the admin pastes elsewhere) in a
 * read-only field and (with JS) 'Copiar URL', which copies that same URL.
 */
export function UploadedImageUrl({ imageUrl, origin }: { imageUrl: string; origin: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const absoluteUrl = absoluteImageUrl(imageUrl, origin);

  async function copy() {
    try {
      await navigator.clipboard.writeText(absoluteUrl);
      toast.success("URL copiada");
    } catch {
      toast.error("No se pudo copiar la URL");
    }
  }

  return (
    <div className="space-y-3 rounded-lg bg-honey-50 p-4">
      <img
        src={imageUrl}
        alt="Imagen subida"
        className="max-h-48 w-auto rounded-lg border border-honey-200 object-contain"
      />
      <label htmlFor={id} className="block font-medium text-smoke-900">
        URL de la imagen
      </label>
      <div className="flex flex-wrap gap-2" data-copy-url={absoluteUrl}>
        <input
          id={id}
          type="text"
          readOnly
          value={absoluteUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-stone-500 bg-white px-3 py-2.5 font-mono text-sm text-smoke-900"
        />
        {hydrated ? (
          <Button variant="secondary" onClick={() => void copy()}>
            Copiar URL
          </Button>
        ) : null}
      </div>
    </div>
  );
}
