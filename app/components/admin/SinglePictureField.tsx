import type { ReactNode } from "react";
import { FieldErrors } from "~/components/ui/FormField";
import { UploadProgress } from "./UploadProgress";
import { PICTURE_FILE_INPUT_CLASS, type useSinglePictureUpload } from "./useSinglePictureUpload";

/**
 * The look of a one-picture field (a recipe's, the site's): its label and
 * description, the current picture beside the file input, the upload's
 * progress, the hidden URL and the errors.
 */
export function SinglePictureField({
  id,
  name,
  errorId,
  label,
  description,
  className,
  preview,
  upload,
}: {
  id: string;
  /** Name of the hidden field that carries the picture's URL. */
  name: string;
  errorId: string;
  label: string;
  description: ReactNode;
  className: string;
  /** The current picture, drawn when there is one. */
  preview: ReactNode;
  upload: ReturnType<typeof useSinglePictureUpload>;
}) {
  const { imageUrl, status, uploadState, shownErrors, fileInputProps } = upload;
  return (
    <div className={className} data-upload-state={uploadState}>
      <label htmlFor={id} className="block font-semibold text-smoke-900">
        {label}
      </label>
      <p id={`${id}-description`} className="text-sm text-stone-700">
        {description}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {imageUrl ? preview : null}
        <input {...fileInputProps} className={PICTURE_FILE_INPUT_CLASS} />
      </div>
      <UploadProgress id={`${id}-progress`} status={status} />
      <input type="hidden" name={name} value={imageUrl} />
      <FieldErrors id={errorId} errors={shownErrors} />
    </div>
  );
}
