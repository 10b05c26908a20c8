/** Every kind of item the trash holds, and what it knows of each (trash-kind.server.ts). */
import type { TrashKind } from "~/content/trash";
import { invitationCodeKind } from "./kinds/invitation-code.server";
import { requestKind, waitlistEntryKind } from "./kinds/inbox-items.server";
import { recipeKind, storeKind } from "./kinds/catalog-rows.server";
import { orderKind } from "./kinds/order.server";
import { productKind } from "./kinds/product.server";
import type { TrashKindModel } from "./trash-kind.server";

export const TRASH_KIND_MODELS: Record<TrashKind, TrashKindModel> = {
  product: productKind,
  store: storeKind,
  recipe: recipeKind,
  "invitation-code": invitationCodeKind,
  request: requestKind,
  "waitlist-entry": waitlistEntryKind,
  order: orderKind,
};
