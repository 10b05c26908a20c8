import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/TitledSection";

/** A page of one card under its h1, centred: the first-run page and an invitation's. */
export function AccountCardPage({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <TitledSection
        level={1}
        headingId={headingId}
        heading={title}
        className="w-full max-w-md space-y-4 rounded-2xl border border-honey-200 bg-white p-6 shadow-lg sm:p-8"
      >
        {children}
      </TitledSection>
    </div>
  );
}
