/**
 * Where an order is seen: the buyer's private status page, behind its
 * random token, and the admin's page of it.
 */
export const ORDER_STATUS_PATH = "/pedido";
export const ORDERS_ADMIN_PATH = "/admin/orders";

/** `/pedido/<token>`: only whoever holds the link sees the order. */
export const orderStatusPath = (token: string) => `${ORDER_STATUS_PATH}/${token}`;

/** The admin's page of an order, by its id (its number). */
export const orderAdminPath = (id: number) => `${ORDERS_ADMIN_PATH}/${id}`;
