/**
 * The transfer's receipt ('comprobante') on the buyer's private page
 * (docs/decisions/032-orders-without-a-payment-processor.md): JPEG, PNG,
 * WebP or PDF up to 5 MB, typed by its bytes, kept in the private bucket,
 * refused like the other uploads, and downloaded by admins only. They stay
 * while the order is in the trash, and go when it goes for good.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, postForm, signInAs } from "../support/api";
import { readJson } from "../support/fixtures";
import { freshAddresses } from "../support/addresses";
import { shownPageText } from "../support/html";
import { takeOrders } from "../support/order-settings";
import { createProduct, type CreatedProduct } from "../support/products";
import { GIF_1X1, JPEG_1X1, PNG_2X3, SVG, TEXT, WEBP_1X1 } from "../support/test-images";
import { workerSuite } from "../support/worker-suite";
import { placeOrderThroughApi } from "../support/place-order";
import { ageTrashEntry } from "../support/trash";

const worker = workerSuite();
const freshAddress = freshAddresses("10.237");
let admin: string;
let honey: CreatedProduct;

const PDF = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

beforeAll(async () => {
  admin = await signInAs(worker);
  await takeOrders(worker, admin);
  honey = await createProduct(worker, admin, { name: "Miel Del Comprobante", priceCents: 22000 });
});

const placeOrder = (payment: "transfer" | "cash" = "transfer") =>
  placeOrderThroughApi(worker, honey.id, { payment, clientAddress: freshAddress() });

function attach(statusUrl: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("comprobante", new File([new Uint8Array(bytes)], name, { type }));
  return postForm(worker, statusUrl, form);
}

const receiptLinks = async (id: number) => {
  const html = await (
    await worker.fetch(`/admin/orders/${id}`, { headers: { Cookie: admin } })
  ).text();
  return [...html.matchAll(/href="(\/admin\/orders\/\d+\/comprobantes\/[^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
};

describe("attaching the receipt", () => {
  it.each([
    ["a JPEG", JPEG_1X1, "foto.jpg", "image/jpeg", "image/jpeg"],
    ["a PNG", PNG_2X3, "captura.png", "image/png", "image/png"],
    ["a WebP", WEBP_1X1, "captura.webp", "image/webp", "image/webp"],
    ["a PDF", PDF, "transferencia.pdf", "application/pdf", "application/pdf"],
  ])("takes %s, and only an admin downloads it", async (_, bytes, name, type, stored) => {
    const { id, statusUrl } = await placeOrder();
    const page = await shownPageText(await worker.fetch(statusUrl));
    expect(page).toContain("Comprobante de pago");
    const attached = await attach(statusUrl, bytes, name, type);
    expect(attached.status).toBe(302);
    expect(attached.headers.get("Location")).toBe(statusUrl);
    expect(await shownPageText(await worker.fetch(statusUrl))).toContain(
      "Recibimos 1 comprobante.",
    );

    const [link] = await receiptLinks(id);
    expect(link).toBeDefined();
    const anonymous = await worker.fetch(link ?? "", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const download = await worker.fetch(link ?? "", { headers: { Cookie: admin } });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe(stored);
    expect(download.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="comprobante-MP-\d{4}\./,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ["an SVG", SVG, "recibo.svg", "image/svg+xml", 415],
    ["a GIF", GIF_1X1, "recibo.gif", "image/gif", 415],
    ["text named .png", TEXT, "recibo.png", "image/png", 415],
    ["an empty file", new Uint8Array(), "vacio.pdf", "application/pdf", 400],
  ])("refuses %s with its message, and keeps nothing", async (_, bytes, name, type, status) => {
    const { id, statusUrl } = await placeOrder();
    const refused = await attach(statusUrl, bytes, name, type);
    expect(refused.status).toBe(status);
    expect(await shownPageText(refused)).toContain(
      status === 415
        ? "El comprobante debe ser una imagen JPEG, PNG o WebP, o un PDF"
        : "Elige el archivo del comprobante",
    );
    expect(await receiptLinks(id)).toEqual([]);
  });

  it("refuses a file over 5 MB with 413", async () => {
    const { id, statusUrl } = await placeOrder();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const refused = await attach(statusUrl, big, "grande.pdf", "application/pdf");
    expect(refused.status).toBe(413);
    expect(await shownPageText(refused)).toContain("El comprobante no debe exceder los 5MB");
    expect(await receiptLinks(id)).toEqual([]);
  });

  it("keeps the same file once, and at most 5 an order", async () => {
    const { id, statusUrl } = await placeOrder();
    await attach(statusUrl, PDF, "a.pdf", "application/pdf");
    await attach(statusUrl, PDF, "a-otra-vez.pdf", "application/pdf");
    expect(await receiptLinks(id)).toHaveLength(1);
    for (let index = 1; index < 5; index += 1) {
      const distinct = new Uint8Array([...PDF, ...new TextEncoder().encode(`% ${index}\n`)]);
      expect((await attach(statusUrl, distinct, `r${index}.pdf`, "application/pdf")).status).toBe(
        302,
      );
    }
    const sixth = await attach(
      statusUrl,
      new Uint8Array([...PDF, 0x25, 0x36]),
      "sexto.pdf",
      "application/pdf",
    );
    expect(sixth.status).toBe(409);
    expect(await shownPageText(sixth)).toContain("Este pedido ya tiene 5 comprobantes");
    expect(await receiptLinks(id)).toHaveLength(5);
  });

  it("holds at most 5 when a dozen arrive at once", async () => {
    const { id, statusUrl } = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        attach(
          statusUrl,
          new Uint8Array([...PDF, ...new TextEncoder().encode(`% a la vez ${index}\n`)]),
          `r${index}.pdf`,
          "application/pdf",
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(5).fill(302), ...Array(7).fill(409)]);
    expect(await receiptLinks(id)).toHaveLength(5);
    expect(await shownPageText(await worker.fetch(statusUrl))).toContain(
      "Recibimos 5 comprobantes.",
    );
  });

  it("refuses a receipt for a cash order and for a cancelled one: 409, nothing kept", async () => {
    const cash = await placeOrder("cash");
    const cancelled = await placeOrder();
    const cancel = await worker.fetch(
      `/api/admin/orders/${cancelled.id}`,
      jsonRequest("PATCH", { status: "cancelado" }, { Cookie: admin }),
    );
    expect(cancel.status).toBe(200);
    for (const [{ id, statusUrl }, bytes] of [
      [cash, JPEG_1X1],
      [cancelled, JPEG_1X1],
      // Refused for the order, before the file is read.
      [cash, new Uint8Array(0)],
    ] as const) {
      const refused = await attach(statusUrl, bytes, "foto.jpg", "image/jpeg");
      expect(refused.status).toBe(409);
      const page = await shownPageText(refused);
      expect(page).toContain(
        "Este pedido no lleva comprobante: solo se adjunta a un pedido por transferencia que no esté cancelado",
      );
      expect(page).not.toContain("Adjuntar comprobante");
      expect(await receiptLinks(id)).toEqual([]);
    }
  });

  it("is not offered for cash, and a receipt's name the order has not is a 404", async () => {
    const { id, statusUrl } = await placeOrder("cash");
    expect(await shownPageText(await worker.fetch(statusUrl))).not.toContain("Comprobante de pago");
    const missing = await worker.fetch(`/admin/orders/${id}/comprobantes/${"0".repeat(64)}.pdf`, {
      headers: { Cookie: admin },
    });
    expect(missing.status).toBe(404);
    const odd = await worker.fetch(`/admin/orders/${id}/comprobantes/..%2F..%2Frespaldo.json`, {
      headers: { Cookie: admin },
    });
    expect(odd.status).toBe(404);
  });
});

describe("when the order goes for good", () => {
  const asAdmin = (method: string, body?: unknown) => jsonRequest(method, body, { Cookie: admin });

  const storedReceipts = async (id: number) => {
    const bucket = await worker.mf.getR2Bucket("BACKUPS");
    return (await bucket.list({ prefix: `comprobantes/${id}/` })).objects.map(
      (object) => object.key,
    );
  };

  /** A cancelled transfer with a receipt, moved to the trash; answers its ids. */
  async function cancelledOrderInTrash() {
    const { id, statusUrl } = await placeOrder();
    expect((await attach(statusUrl, PDF, "transferencia.pdf", "application/pdf")).status).toBe(302);
    const cancelled = await worker.fetch(
      `/api/admin/orders/${id}`,
      asAdmin("PATCH", { status: "cancelado" }),
    );
    expect(cancelled.status).toBe(200);
    const deleted = await worker.fetch(`/api/admin/orders/${id}`, asAdmin("DELETE"));
    expect(deleted.status).toBe(200);
    const { trashId } = await readJson<{ trashId: number }>(deleted);
    return { id, trashId };
  }

  it("keeps the receipt in the trash, and a restore shows it again", async () => {
    const { id, trashId } = await cancelledOrderInTrash();
    expect(await storedReceipts(id)).toHaveLength(1);
    const restored = await worker.fetch(`/api/admin/trash/${trashId}/restore`, asAdmin("POST"));
    expect(restored.status).toBe(200);
    expect(await receiptLinks(id)).toHaveLength(1);
  });

  it("deletes the receipts when the owner empties the entry", async () => {
    const { id, trashId } = await cancelledOrderInTrash();
    const purged = await worker.fetch(`/api/admin/trash/${trashId}`, asAdmin("DELETE"));
    expect(purged.status).toBe(200);
    expect(await storedReceipts(id)).toEqual([]);
  });

  it("deletes the receipts when the daily run removes the entry after 30 days", async () => {
    const kept = await cancelledOrderInTrash();
    const { id, trashId } = await cancelledOrderInTrash();
    const now = Date.now();
    await ageTrashEntry(worker, trashId, now);
    expect((await worker.scheduled(new Date(now + 1000))).outcome).toBe("ok");
    expect(await storedReceipts(id)).toEqual([]);
    expect(await storedReceipts(kept.id)).toHaveLength(1);
  });
});
