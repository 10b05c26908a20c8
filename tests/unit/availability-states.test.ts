import { describe, expect, it } from "vitest";
import {
  AVAILABILITY_STATES,
  DEFAULT_AVAILABILITY,
  ORDERABLE_AVAILABILITIES,
  PRODUCT_AVAILABILITIES,
  canBeOrdered,
  parseAvailability,
} from "../../app/content/availability-states";

describe("the availability states' table", () => {
  it("lists the states in its order, the default first and orderable", () => {
    expect(PRODUCT_AVAILABILITIES).toEqual(["disponible", "agotado", "proximamente"]);
    expect(PRODUCT_AVAILABILITIES[0]).toBe(DEFAULT_AVAILABILITY);
    expect(canBeOrdered(DEFAULT_AVAILABILITY)).toBe(true);
  });

  it("says which can be ordered: only 'disponible'; the others take a waiting list", () => {
    expect(ORDERABLE_AVAILABILITIES).toEqual(["disponible"]);
    expect(canBeOrdered("agotado")).toBe(false);
    expect(canBeOrdered("proximamente")).toBe(false);
  });

  it("gives each state an admin's word and schema.org's value; a visitor sees no badge on an available one", () => {
    for (const state of PRODUCT_AVAILABILITIES) {
      const row = AVAILABILITY_STATES[state];
      expect(row.label.trim(), state).not.toBe("");
      expect(row.schemaOrg, state).toMatch(/^[A-Z][A-Za-z]+$/);
    }
    expect(AVAILABILITY_STATES.disponible.badge).toBeNull();
    expect(AVAILABILITY_STATES.agotado.badge).toBe("Agotado");
  });

  it("reads a state from a query or a form, and nothing else", () => {
    expect(parseAvailability("agotado")).toBe("agotado");
    for (const value of [null, "", "Agotado", "toString", 3]) {
      expect(parseAvailability(value)).toBeNull();
    }
  });
});
