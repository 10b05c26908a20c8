import { lazy, type ComponentProps } from "react";
import type ProductQuickEdit from "./ProductQuickEdit";

// A step between a public page and the admin's dialog: Vite writes the list
// of files a lazy import preloads into the importing chunk, and the dialog's
// is some twenty names. Imported through this file, the public chunk names
// only this one (docs/decisions/023-public-javascript-budget.md).
const Dialog = lazy(() => import("./ProductQuickEdit"));

/** The 'Editar Producto' dialog a product card or page opens (ProductEditLink). */
export default function ProductQuickEditLoader(props: ComponentProps<typeof ProductQuickEdit>) {
  return <Dialog {...props} />;
}
