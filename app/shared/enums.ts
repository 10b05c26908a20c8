// Plain constants of the data model, importable by browser code without
// pulling in drizzle.

export const PRODUCT_CATEGORIES = [
  "Especialidades",
  "Condimentos",
  "Mieles",
  "Edición Limitada",
  "Otros",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** `associate`: pairing box from /associates; `client`: sample from /clients. */
export const REQUEST_KINDS = ["associate", "client"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
