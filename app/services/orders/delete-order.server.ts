import { deleteToTrash } from "~/services/trash/move-to-trash.server";

/**
 * An order's delete, from its page and `DELETE /api/admin/orders/{id}`: to
 * the trash (services/trash/kinds/order.server.ts); 409 while it holds units.
 */
export const deleteOrder = deleteToTrash("order");
