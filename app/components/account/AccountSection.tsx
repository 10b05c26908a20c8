import type { ReactNode } from "react";

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
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-xl border border-honey-200 bg-white p-5"
    >
      <h3 id={id} className="text-lg font-semibold text-smoke-900">
        {heading}
      </h3>
      {children}
    </section>
  );
}
