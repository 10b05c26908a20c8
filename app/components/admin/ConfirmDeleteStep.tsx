import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/Button";

export interface ConfirmDeleteStepProps {
  /** The item's name, shown in the question: '¿Eliminar «name»?'. */
  itemName: string;
  description?: ReactNode;
  /** Hidden fields posted by 'Eliminar', e.g. `{ intent: "delete", id: "3" }`. */
  fields: Record<string, string>;
  /** Where 'Cancelar' leads (the list without the `?eliminar=` parameter). */
  cancelTo: string;
  action?: string;
}

/**
 * The confirmation step without JavaScript (`?eliminar=<id>`): a section
 * 'Confirmar eliminación' naming the item, with a POST button.
 */
export function ConfirmDeleteStep({
  itemName,
  description = "Esta acción no se puede deshacer.",
  fields,
  cancelTo,
  action,
}: ConfirmDeleteStepProps) {
  return (
    <section
      aria-labelledby="confirm-delete-title"
      className="mb-6 rounded-2xl border border-chili-700 bg-white p-6 shadow"
    >
      <h3 id="confirm-delete-title" className="text-lg font-bold text-smoke-900">
        Confirmar eliminación
      </h3>
      <p className="mt-2 font-semibold text-smoke-900">¿Eliminar «{itemName}»?</p>
      <p className="mt-1 text-stone-700">{description}</p>
      <Form method="post" action={action} className="mt-4 flex flex-wrap gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button variant="secondary" to={cancelTo}>
          Cancelar
        </Button>
        <Button type="submit">Eliminar</Button>
      </Form>
    </section>
  );
}
