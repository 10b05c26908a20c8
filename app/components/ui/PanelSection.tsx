import type { ReactNode } from "react";
import { TitledSection } from "~/components/ui/TitledSection";

const panel = "space-y-4 rounded-xl border border-honey-200 bg-white p-5";

/**
 * A white panel of the admin's pages named by its h3 (`id`): 'Cuenta' and
 * 'Usuarios', a request's 'Seguimiento', a delete's confirmation.
 */
export function PanelSection({
  id,
  heading,
  className = panel,
  children,
}: {
  id: string;
  heading: string;
  /** The panel's look, when not the white panel's. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      level={3}
      headingId={id}
      heading={heading}
      className={className}
      headingClassName="text-lg font-semibold text-smoke-900"
    >
      {children}
    </TitledSection>
  );
}
