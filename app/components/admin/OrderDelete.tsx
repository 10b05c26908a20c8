import { useSearchParams } from "@remix-run/react";
import { ConfirmDelete } from "~/components/admin/ConfirmDelete";
import { dialogOpenerProps, useAdminDialogFocus } from "~/components/admin/useAdminDialogFocus";
import { Button } from "~/components/ui/Button";
import { orderAnswers } from "~/content/order-messages";
import { canDeleteOrder, type OrderStatus } from "~/content/order-statuses";
import { adminParams, idParam, type AdminNotice } from "~/shared/admin-crud";
import { orderAdminPath } from "~/shared/order-paths";

interface OrderDeleteProps {
  order: { id: number; number: string; name: string; status: OrderStatus };
  notice?: AdminNotice | null;
}

/**
 * The order's 'Eliminar' (to 'Papelera', after its confirmation,
 * `?eliminar=<id>`), offered only when canDeleteOrder allows it; otherwise
 * the line that says why.
 */
export function OrderDelete({ order, notice }: OrderDeleteProps) {
  const [searchParams] = useSearchParams();
  const confirming = idParam(searchParams, adminParams.remove) === order.id;
  useAdminDialogFocus(confirming ? { param: adminParams.remove, id: order.id } : null, []);
  if (!canDeleteOrder(order.status)) {
    return <p className="text-stone-700">{orderAnswers.deleteHoldsStock}</p>;
  }
  const pagePath = orderAdminPath(order.id);
  const confirmUrl = `${pagePath}?${adminParams.remove}=${order.id}`;
  return (
    <div>
      <Button
        to={confirmUrl}
        variant="secondary"
        preventScrollReset
        {...dialogOpenerProps(adminParams.remove, order.id)}
      >
        Eliminar
      </Button>
      {confirming ? (
        <ConfirmDelete
          action={confirmUrl}
          tabUrl={pagePath}
          id={order.id}
          name={`${order.number} · ${order.name}`}
          notice={notice}
        />
      ) : null}
    </div>
  );
}
