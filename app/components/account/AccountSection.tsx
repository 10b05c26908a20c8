import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/TitledSection";

/** A white panel of 'Cuenta' or 'Usuarios', named by its h3 (`id`). */
export function AccountSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      level={3}
      headingId={id}
      heading={heading}
      className="space-y-4 rounded-xl border border-honey-200 bg-white p-5"
      headingClassName="text-lg font-semibold text-smoke-900"
    >
      {children}
    </TitledSection>
  );
}
