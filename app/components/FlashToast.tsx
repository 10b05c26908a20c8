import { memo, useEffect } from "react";
import { toast as showToast, type FlashToast as FlashToastData } from "~/shared/toast";
import { useHydrated } from "./useHydrated";

/**
 * Shows the notice a redirect carried: a sonner toast once React runs, and
 * until then (or without JavaScript) a status message at the top of the page.
 */
export const FlashToast = memo(function FlashToast({ toast }: { toast: FlashToastData | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? showToast.error : showToast.success;
    show(toast.title, { description: toast.description });
  }, [toast]);

  if (!toast || hydrated) return null;
  const tone =
    toast.type === "error"
      ? "border-chili-700 bg-red-50 text-chili-700"
      : "border-honey-700 bg-honey-50 text-honey-900";
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      className={`mx-auto mt-4 max-w-3xl rounded-lg border px-4 py-3 print:hidden ${tone}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description ? <p className="text-sm">{toast.description}</p> : null}
    </div>
  );
});
