import { useState } from "react";
import type { UploadOutcome } from "./uploadAnswer";
import {
  uploadAdminImage,
  type UploadAdminImageOptions,
  type UploadStep,
} from "./uploadAdminImage";

export type UploadPhase = "idle" | UploadStep["phase"] | "done" | "error";

/** What the field shows: the phase of file `index` (from 0) of `count`. */
export interface UploadStatus {
  phase: UploadPhase;
  index: number;
  count: number;
  /** Share of the current file's bytes sent, 0 to 1. */
  fraction: number;
}

export type UploadedImage = Extract<UploadOutcome, { ok: true }>;

const IDLE: UploadStatus = { phase: "idle", index: 0, count: 0, fraction: 0 };

export const isUploading = (phase: UploadPhase) =>
  phase === "scaling" || phase === "uploading" || phase === "processing";

function statusOf(step: UploadStep, index: number, count: number): UploadStatus {
  const fraction = step.phase === "uploading" ? step.fraction : step.phase === "processing" ? 1 : 0;
  return { phase: step.phase, index, count, fraction };
}

/**
 * Uploads files one after another through the upload client, stopping at
 * the first failure, and keeps the status the field shows.
 */
export function useAdminUpload({ field, messages }: Omit<UploadAdminImageOptions, "onStep">) {
  const [status, setStatus] = useState<UploadStatus>(IDLE);

  async function uploadAll(
    files: readonly File[],
    onUploaded: (image: UploadedImage) => void,
  ): Promise<{ uploaded: number; failure: string | null }> {
    const count = files.length;
    for (const [index, file] of files.entries()) {
      const outcome = await uploadAdminImage(file, {
        field,
        messages,
        onStep: (step) => setStatus(statusOf(step, index, count)),
      });
      if (!outcome.ok) {
        setStatus({ phase: "error", index, count, fraction: 0 });
        return { uploaded: index, failure: outcome.message };
      }
      onUploaded(outcome);
    }
    setStatus({ phase: "done", index: count - 1, count, fraction: 1 });
    return { uploaded: count, failure: null };
  }

  return { status, uploading: isUploading(status.phase), uploadAll };
}
