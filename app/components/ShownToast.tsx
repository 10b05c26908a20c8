import { useEffect, useRef, type ReactNode } from "react";
import type { ExternalToast } from "sonner";
import { toast as showToast, type FlashToast as FlashToastData } from "~/shared/toast";
import { useHydrated } from "./useHydrated";

/**
 * A redirect's notice: a sonner toast once React runs, and until then (or
 * without JavaScript) a status message at the top of the page.
 */
export function ShownToast({
  toast,
  action,
  children,
}: {
  toast: FlashToastData | null;
  /** The toast's button ('Deshacer'). */
  action?: ExternalToast["action"];
  /** What the status message adds without JavaScript (the same button, as a form). */
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  // The toast is shown once, with the action it had then.
  const latestAction = useRef(action);
  latestAction.current = action;
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? showToast.error : showToast.success;
    show(toast.title, { description: toast.description, action: latestAction.current });
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
      {children ? <div className="mt-2">{children}</div> : null}
    </div>
  );
}
