/** A notice carried across a redirect, shown as a toast: title and optional description. */
export interface FlashToast {
  type: "success" | "error";
  title: string;
  description?: string;
}
