/** What one 'Optimizar imágenes anteriores' batch did, for the Imágenes tab. */
export interface ReprocessResult {
  kind: "reprocess";
  processed: number;
  failed: { key: string; message: string }[];
  remaining: number;
  /** The `after` of the next batch; null when nothing is left. */
  next: string | null;
  /** Set when the batch could not run; what it had done stays done. */
  error?: string;
  /** Standalone mode: nothing was done. */
  message?: string;
}
