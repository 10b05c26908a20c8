/** The brand's small honeycomb mark: a honey hexagon with a chili drop. */
export function HexMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <path
        d="M16 1.5 28.56 8.75v14.5L16 30.5 3.44 23.25V8.75z"
        fill="var(--color-honey-400)"
        stroke="var(--color-honey-800)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M16 9.5c2.6 3.1 4.5 5.6 4.5 8.1a4.5 4.5 0 0 1-9 0c0-2.5 1.9-5 4.5-8.1z"
        fill="var(--color-chili-600)"
      />
    </svg>
  );
}
