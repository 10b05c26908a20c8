import { describe, expect, it } from "vitest";
import {
  FIRST_ORDER_STATUS,
  ORDER_STATES,
  ORDER_STATUSES,
  canMoveOrder,
  holdsStock,
  nextOrderStates,
  parseOrderStatus,
} from "../../app/content/order-statuses";
import { orderStatusMessage } from "../../app/content/order-messages";
import { handOverOf } from "../../app/validation/order-options";

describe("an order's states", () => {
  it("starts at 'nuevo' and lists the path in its order", () => {
    expect(FIRST_ORDER_STATUS).toBe("nuevo");
    expect(ORDER_STATUSES).toEqual([
      "nuevo",
      "confirmado",
      "pagado",
      "enviado",
      "listo-para-recoger",
      "entregado",
      "cancelado",
    ]);
    expect(ORDER_STATES["listo-para-recoger"].label).toBe("Listo para recoger");
  });

  it("follows the path nuevo → confirmado → pagado → enviado or listo para recoger → entregado", () => {
    expect(canMoveOrder("nuevo", "confirmado", "sent")).toBe(true);
    expect(canMoveOrder("confirmado", "pagado", "pickup")).toBe(true);
    expect(canMoveOrder("pagado", "enviado", "sent")).toBe(true);
    expect(canMoveOrder("pagado", "listo-para-recoger", "pickup")).toBe(true);
    expect(canMoveOrder("enviado", "entregado", "sent")).toBe(true);
    expect(canMoveOrder("listo-para-recoger", "entregado", "pickup")).toBe(true);
  });

  it("sends an order taken or sent to its buyer, and readies one picked up", () => {
    expect(nextOrderStates("pagado", "sent")).toEqual(["enviado", "cancelado"]);
    expect(nextOrderStates("pagado", "pickup")).toEqual(["listo-para-recoger", "cancelado"]);
    expect(canMoveOrder("pagado", "listo-para-recoger", "sent")).toBe(false);
    expect(canMoveOrder("pagado", "enviado", "pickup")).toBe(false);
    expect(handOverOf("pickup-2")).toBe("pickup");
    expect(handOverOf("local-pachuca")).toBe("sent");
    expect(handOverOf("shipping")).toBe("sent");
  });

  it("refuses skipping a step, going back, and staying put", () => {
    expect(canMoveOrder("nuevo", "pagado", "sent")).toBe(false);
    expect(canMoveOrder("nuevo", "entregado", "pickup")).toBe(false);
    expect(canMoveOrder("pagado", "confirmado", "sent")).toBe(false);
    expect(canMoveOrder("enviado", "listo-para-recoger", "sent")).toBe(false);
    expect(canMoveOrder("confirmado", "confirmado", "pickup")).toBe(false);
  });

  it("cancels from every state before 'entregado', and from no later one", () => {
    for (const status of ORDER_STATUSES) {
      const before = status !== "entregado" && status !== "cancelado";
      expect(canMoveOrder(status, "cancelado", "sent"), status).toBe(before);
      expect(canMoveOrder(status, "cancelado", "pickup"), status).toBe(before);
    }
    expect(ORDER_STATES.entregado.next).toEqual([]);
    expect(ORDER_STATES.cancelado.next).toEqual([]);
  });

  it("gives every state the admin's word and the buyer's message", () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATES[status].label.trim(), status).not.toBe("");
      expect(ORDER_STATES[status].buyerMessage("MP-0042"), status).toContain("MP-0042");
    }
  });

  it("tells the buyer of each state in one sentence that names the order once", () => {
    const order = { name: " Lucía  Hernández", number: "MP-0042" };
    expect(orderStatusMessage({ ...order, status: "confirmado" })).toBe(
      "Hola Lucía, tu pedido MP-0042 está confirmado. Te esperamos con el pago.",
    );
    expect(orderStatusMessage({ ...order, status: "pagado" })).toBe(
      "Hola Lucía, recibimos el pago de tu pedido MP-0042. ¡Gracias! Lo estamos preparando.",
    );
    for (const status of ORDER_STATUSES) {
      const message = orderStatusMessage({ ...order, status });
      expect(message.match(/pedido/g), message).toHaveLength(1);
    }
  });

  it("reads a state from a query's value, and nothing else", () => {
    expect(parseOrderStatus("pagado")).toBe("pagado");
    expect(parseOrderStatus("Pagado")).toBeNull();
    expect(parseOrderStatus("listo para recoger")).toBeNull();
    expect(parseOrderStatus(undefined)).toBeNull();
  });

  it("keeps the units taken until the order is cancelled", () => {
    expect(holdsStock("nuevo")).toBe(true);
    expect(holdsStock("entregado")).toBe(true);
    expect(holdsStock("cancelado")).toBe(false);
  });
});
