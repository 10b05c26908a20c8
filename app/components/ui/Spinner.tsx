/** A spinning ring, hidden from assistive technology; it stays still under reduced motion. */
export function Spinner({
  className,
  trackOpacity = "0.3",
}: {
  /** Its size and place; "motion-safe:animate-spin" makes it turn. */
  className: string;
  trackOpacity?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={className}>
      <circle
        cx="12"
        cy="12"
        r="9"
        stroke="currentColor"
        strokeOpacity={trackOpacity}
        strokeWidth="3"
      />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
