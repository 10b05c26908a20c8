import { describe, expect, it } from "vitest";
import { products, waitlistEntries } from "../../app/db/schema";
import { revivedRow, revivedRows, storedRow } from "../../app/services/trash/stored-rows.server";

const product = {
  id: 7,
  slug: "miel-de-prueba",
  name: "Miel de prueba",
  description: "Una miel.",
  imageUrls: ["/images/miel-cruda-1.webp"],
  mainImageUrl: "/images/miel-cruda-1.webp",
  category: "Mieles" as const,
  isLimitedEdition: false,
  isSpecialty: true,
  isFeatured: false,
  price: "$220 MXN",
  weight: null,
  ingredients: null,
  nutritionalInfo: null,
  displayOrder: -3,
  availability: "agotado" as const,
  availabilityNote: null,
  priceCents: 22000,
  stock: 0,
  createdAt: new Date("2026-11-01T10:00:00.000Z"),
  updatedAt: new Date("2026-11-02T10:00:00.000Z"),
};

describe("a trashed row", () => {
  it("goes to JSON with its dates as ISO 8601 and comes back as it was", () => {
    const stored = JSON.parse(JSON.stringify(storedRow(product))) as unknown;
    expect(stored).toMatchObject({ createdAt: "2026-11-01T10:00:00.000Z", displayOrder: -3 });
    expect(revivedRow(products, stored)).toEqual(product);
  });

  it("is refused when a required column is missing, or one is unknown, of another type or outside its enum", () => {
    const stored = storedRow(product);
    const { name: _name, ...withoutName } = stored;
    for (const spoiled of [
      withoutName,
      { ...stored, extra: 1 },
      { ...stored, name: 3 },
      { ...stored, name: null },
      { ...stored, isSpecialty: "true" },
      { ...stored, displayOrder: 1.5 },
      { ...stored, createdAt: "ayer" },
      { ...stored, category: "Cervezas" },
      { ...stored, imageUrls: [1] },
      "fila",
      null,
    ]) {
      expect(revivedRow(products, spoiled), JSON.stringify(spoiled)).toBeNull();
    }
  });

  it("reads a nullable column the snapshot lacks (added since) as null", () => {
    const stored = storedRow(product);
    const { stock: _stock, ...withoutStock } = stored;
    expect(revivedRow(products, withoutStock)).toEqual({ ...product, stock: null });
  });

  it("takes null where the column may be null, and reads lists of rows", () => {
    const entry = {
      id: 1,
      productId: 7,
      name: "Ana",
      email: null,
      phone: "7715550101",
      createdAt: "2026-11-01T10:00:00.000Z",
      status: "nueva",
      statusChangedAt: null,
      note: null,
      noticeState: "off",
      noticeAt: null,
    };
    expect(revivedRows(waitlistEntries, [entry])?.[0]?.createdAt).toEqual(
      new Date("2026-11-01T10:00:00.000Z"),
    );
    expect(revivedRows(waitlistEntries, [entry, { ...entry, status: "perdida" }])).toBeNull();
    expect(revivedRows(waitlistEntries, {})).toBeNull();
  });
});
