import { useHydrated } from "~/components/useHydrated";
import { buttonClassName } from "~/components/ui/Button";

/** Opens the browser's print dialog; without JavaScript it is not drawn (the page says Ctrl + P). */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={buttonClassName({ className: "print:hidden" })}
    >
      {label}
    </button>
  );
}
