import { jsonRequest } from "./api";
import type { TestWorker } from "./worker";
import type { OrderSettings } from "../../app/validation/site-settings";

/** A CLABE whose control digit is right. */
export const VALID_CLABE = "032180000118359719";

/** Orders as an owner who offers every delivery and payment sets them. */
export const ownerOrders: OrderSettings = {
  enabled: true,
  pickupPoints: [
    { label: "La tienda de Real del Monte", address: "Plaza Principal 4, de 10 a 18 h" },
    { label: "Mercado de Pachuca", address: null },
  ],
  localDelivery: [
    { town: "Pachuca", costCents: 5000 },
    { town: "Mineral del Chico", costCents: 8950 },
  ],
  shipping: { enabled: true, costCents: 18000, freeFromCents: 150000 },
  payment: {
    transfer: { enabled: true, bank: "BBVA", beneficiary: "Miel Picosa", clabe: VALID_CLABE },
    cash: { enabled: true, details: "Al recoger en la tienda" },
  },
  minimumCents: 30000,
  confirmationText: "Gracias: te escribimos por WhatsApp.",
};

/** The checkout's form with the fewest fields a buyer fills: a pickup, paid by transfer. */
export const pickupBuyer = {
  name: "Lucía Hernández",
  phone: "771 123 4567",
  "delivery.option": "pickup-1",
  payment: "transfer",
  consent: "on",
};

/** Turns 'Pedidos' on with `ownerOrders`, as the admin whose session is `cookie`. */
export async function takeOrders(worker: TestWorker, cookie: string): Promise<void> {
  const response = await worker.fetch(
    "/api/admin/site-settings/orders",
    jsonRequest("PUT", ownerOrders, { Cookie: cookie }),
  );
  // No vitest `expect` here: `npm run bench` turns orders on with this too.
  if (response.status !== 200) {
    throw new Error(
      `PUT /api/admin/site-settings/orders: HTTP ${response.status} ${await response.text()}`,
    );
  }
}
