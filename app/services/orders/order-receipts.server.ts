/**
 * The buyer's receipts of a transfer ('comprobante'): JPEG, PNG, WebP or
 * PDF up to 5 MB, typed by their bytes like every upload, kept in the
 * private R2 bucket (the one of the backups, never served to the public)
 * under `comprobantes/<order id>/`, and read by admins only
 * (docs/decisions/032-orders-without-a-payment-processor.md).
 */
import { orderPageCopy } from "~/content/order-page";
import type { Order } from "~/db/schema";
import { MAX_UPLOAD_BYTES } from "~/validation/upload";
import { ServiceError, badRequest, conflict } from "../errors.server";
import { detectImageType, readImageInfo } from "../image-files.server";
import { sha256Hex } from "../random-token.server";

/** The order a receipt is attached to, as far as the rule needs it. */
export type ReceiptOrder = Pick<Order, "id" | "paymentMethod" | "status">;

/** Whether an order takes a receipt: paid by transfer, and not cancelled. */
export function takesReceipt(order: Pick<Order, "paymentMethod" | "status">): boolean {
  return order.paymentMethod === "transfer" && order.status !== "cancelado";
}

/** A few receipts are plenty; the cap keeps a shared link from filling the bucket. */
export const MAX_RECEIPTS_PER_ORDER = 5;

export interface StoredReceipt {
  /** The file's name in its order's folder: `<sha-256>.<ext>`. */
  name: string;
  contentType: string;
  bytes: number;
  uploadedAt: string;
}

/** A receipt just attached: `added` is false when the order already had that very file. */
export interface KeptReceipt extends StoredReceipt {
  added: boolean;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const NAME = /^[0-9a-f]{64}\.(jpg|png|webp|pdf)$/;
const folderOf = (orderId: number) => `comprobantes/${orderId}/`;
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};

/** The file's type and extension by its bytes; a picture must also read as one. */
function receiptType(bytes: Uint8Array): { contentType: string; extension: string } {
  if (PDF.every((byte, index) => bytes[index] === byte)) {
    return { contentType: "application/pdf", extension: "pdf" };
  }
  if (!detectImageType(bytes)) throw new ServiceError(415, orderPageCopy.receiptType);
  try {
    const { contentType, extension } = readImageInfo(bytes);
    return { contentType, extension };
  } catch (error) {
    if (error instanceof ServiceError) throw badRequest(orderPageCopy.receiptType);
    throw error;
  }
}

/** The receipts of an order, oldest first. */
export async function listReceipts(bucket: R2Bucket, orderId: number): Promise<StoredReceipt[]> {
  const listed = await bucket.list({ prefix: folderOf(orderId) });
  return listed.objects
    .flatMap((object) => {
      const name = object.key.slice(folderOf(orderId).length);
      const extension = NAME.exec(name)?.[1];
      if (!extension) return [];
      return [
        {
          name,
          contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
          bytes: object.size,
          uploadedAt: object.uploaded.toISOString(),
        },
      ];
    })
    .sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt) || a.name.localeCompare(b.name));
}

/**
 * Keeps the receipt `readFile` reads (the same file twice is one), or a 4xx
 * that says why not: 409 for an order that takes none (cash, or cancelled),
 * before its file is read.
 */
export async function storeReceipt(
  bucket: R2Bucket,
  order: ReceiptOrder,
  readFile: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<KeptReceipt> {
  if (!takesReceipt(order)) throw conflict(orderPageCopy.receiptNotTaken);
  const orderId = order.id;
  const bytes = await readFile();
  if (bytes.byteLength === 0) throw badRequest(orderPageCopy.receiptMissing);
  if (bytes.byteLength > MAX_UPLOAD_BYTES)
    throw new ServiceError(413, orderPageCopy.receiptTooLarge);
  const { contentType, extension } = receiptType(bytes);
  const name = `${await sha256Hex(bytes)}.${extension}`;
  const stored = await listReceipts(bucket, orderId);
  const same = stored.find((receipt) => receipt.name === name);
  if (same) return { ...same, added: false };
  if (stored.length >= MAX_RECEIPTS_PER_ORDER) throw conflict(orderPageCopy.receiptLimit);
  const object = await bucket.put(folderOf(orderId) + name, bytes, {
    httpMetadata: { contentType },
  });
  // Uploads at the same moment all passed the count above: each looks
  // again, and one that is not among the oldest the cap keeps takes itself
  // back, so the cap holds whatever arrives at once. The same file sent
  // twice at once is one key: only its last writer may take it back.
  const listed = await listReceipts(bucket, orderId);
  if (!listed.slice(0, MAX_RECEIPTS_PER_ORDER).some((receipt) => receipt.name === name)) {
    const ours = listed.find((receipt) => receipt.name === name);
    if (object && ours?.uploadedAt === object.uploaded.toISOString()) {
      await bucket.delete(folderOf(orderId) + name);
    }
    throw conflict(orderPageCopy.receiptLimit);
  }
  return {
    name,
    contentType,
    bytes: object?.size ?? bytes.byteLength,
    uploadedAt: (object?.uploaded ?? new Date()).toISOString(),
    added: true,
  };
}

/**
 * Deletes every receipt of order `orderId`, once the order has gone for good
 * from the trash (docs/decisions/034-trash.md); answers how many went.
 */
export async function deleteReceipts(bucket: R2Bucket, orderId: number): Promise<number> {
  const listed = await bucket.list({ prefix: folderOf(orderId) });
  const keys = listed.objects.map((object) => object.key);
  if (keys.length > 0) await bucket.delete(keys);
  return keys.length;
}

/** One receipt's file, for an admin; null for a name that is not one of the order's. */
export async function readReceipt(
  bucket: R2Bucket,
  orderId: number,
  name: string,
): Promise<R2ObjectBody | null> {
  if (!NAME.test(name)) return null;
  return bucket.get(folderOf(orderId) + name);
}
