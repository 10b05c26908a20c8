/** A notice carried across a redirect (SPEC §8 toasts: title and description). */
export interface FlashToast {
  type: "success" | "error";
  title: string;
  description?: string;
}
