import type { ReactNode } from "react";

export interface TitledSectionProps {
  as?: "section" | "nav";
  /** The heading's level: an h2 unless told otherwise. */
  level?: 1 | 2 | 3;
  /** The section's own id, when something links to it. */
  id?: string;
  /** The h2's id, which names the section (`aria-labelledby`). */
  headingId: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A section named by its heading (an h2); the heading looks like a page section's unless told otherwise. */
export function TitledSection({
  as: Element = "section",
  level = 2,
  id,
  headingId,
  heading,
  className,
  headingClassName = "font-serif text-3xl font-bold text-honey-900",
  children,
}: TitledSectionProps) {
  const Heading = `h${level}` as const;
  return (
    <Element id={id} aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </Element>
  );
}

const card = "rounded-2xl border border-honey-200 bg-white p-6 shadow-lg sm:p-8";

/** A white card under its h2 (the contact page, the invitation pages); `className` adds to it. */
export function CardSection({ className, ...props }: Omit<TitledSectionProps, "headingClassName">) {
  return (
    <TitledSection
      {...props}
      className={className ? `${card} ${className}` : card}
      headingClassName="font-serif text-2xl font-bold text-honey-900"
    />
  );
}
