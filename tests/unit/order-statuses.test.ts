import { describe, expect, it } from "vitest";
import {
  FIRST_ORDER_STATUS,
  ORDER_STATES,
  ORDER_STATUSES,
  canMoveOrder,
  holdsStock,
  parseOrderStatus,
} from "../../app/content/order-statuses";

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
    expect(canMoveOrder("nuevo", "confirmado")).toBe(true);
    expect(canMoveOrder("confirmado", "pagado")).toBe(true);
    expect(canMoveOrder("pagado", "enviado")).toBe(true);
    expect(canMoveOrder("pagado", "listo-para-recoger")).toBe(true);
    expect(canMoveOrder("enviado", "entregado")).toBe(true);
    expect(canMoveOrder("listo-para-recoger", "entregado")).toBe(true);
  });

  it("refuses skipping a step, going back, and staying put", () => {
    expect(canMoveOrder("nuevo", "pagado")).toBe(false);
    expect(canMoveOrder("nuevo", "entregado")).toBe(false);
    expect(canMoveOrder("pagado", "confirmado")).toBe(false);
    expect(canMoveOrder("enviado", "listo-para-recoger")).toBe(false);
    expect(canMoveOrder("confirmado", "confirmado")).toBe(false);
  });

  it("cancels from every state before 'entregado', and from no later one", () => {
    for (const status of ORDER_STATUSES) {
      const before = status !== "entregado" && status !== "cancelado";
      expect(canMoveOrder(status, "cancelado"), status).toBe(before);
    }
    expect(ORDER_STATES.entregado.next).toEqual([]);
    expect(ORDER_STATES.cancelado.next).toEqual([]);
  });

  it("gives every state the admin's word and the buyer's message", () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATES[status].label.trim(), status).not.toBe("");
      expect(ORDER_STATES[status].buyerMessage.trim(), status).not.toBe("");
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
