import { useEffect, useRef, type ReactNode } from "react";
import type { AdminNotice } from "~/shared/admin-crud";
import { AdminNoticeAlert } from "./AdminNoticeAlert";

interface AdminFormPanelProps {
  /** 'Nuevo Punto de Venta', 'Editar Receta'… */
  title: string;
  headingId: string;
  notice?: AdminNotice | null;
  children: ReactNode;
}

/** The inline section that holds a create or edit form. */
export function AdminFormPanel({ title, headingId, notice, children }: AdminFormPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened by a link (`?nuevo=1`, `?editar=<id>`): keyboard and screen-reader
  // users land on the form instead of staying on the button that opened it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-honey-300 bg-honey-50 p-5 shadow-sm sm:p-6"
    >
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-smoke-900 focus:outline-none"
      >
        {title}
      </h3>
      <AdminNoticeAlert notice={notice} />
      {children}
    </section>
  );
}
