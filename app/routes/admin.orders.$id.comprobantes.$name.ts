import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadOrderReceipt } from "~/controllers/order-pages.server";

/** GET /admin/orders/{id}/comprobantes/{name}: a receipt the buyer attached, for admins only. */
export const loader = (args: LoaderFunctionArgs) => downloadOrderReceipt(args);
