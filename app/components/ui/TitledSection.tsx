import type { ReactNode } from "react";

export interface TitledSectionProps {
  as?: "section" | "nav";
  /** The section's own id, when something links to it. */
  id?: string;
  /** The h2's id, which names the section (`aria-labelledby`). */
  headingId: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A section named by its h2; the heading looks like a page section's unless told otherwise. */
export function TitledSection({
  as: Element = "section",
  id,
  headingId,
  heading,
  className,
  headingClassName = "font-serif text-3xl font-bold text-honey-900",
  children,
}: TitledSectionProps) {
  return (
    <Element id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
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
