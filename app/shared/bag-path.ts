/** The bag's page, where every bag form posts (docs/decisions/036-the-bag.md). */
export const BAG_PATH = "/bolsa";

/** 'Hacer pedido': the checkout of the bag. */
export const CHECKOUT_PATH = "/pedido";

/** The checkout's form, whose first use downloads its code (routes/pedido._index.tsx). */
export const CHECKOUT_FORM_ID = "hacer-pedido";
