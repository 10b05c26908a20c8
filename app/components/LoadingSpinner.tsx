import { Spinner } from "~/components/ui/Spinner";

/** A small status message with a spinning ring (it stays still under reduced motion). */
export function LoadingSpinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 py-6 text-honey-900 ${className}`}
    >
      <Spinner className="size-6 motion-safe:animate-spin" trackOpacity="0.25" />
      <span className="font-medium">{label}</span>
    </div>
  );
}
