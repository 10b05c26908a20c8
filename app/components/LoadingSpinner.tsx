/** A small status message with a spinning ring (it stays still under reduced motion). */
export function LoadingSpinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 py-6 text-honey-900 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
        className="size-6 motion-safe:animate-spin"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="font-medium">{label}</span>
    </div>
  );
}
