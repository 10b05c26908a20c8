import { describe, expect, it } from "vitest";
import { slugify } from "../../app/shared/slug";

describe("slugify", () => {
  it.each([
    ["Miel Picosa con Chile Rayado", "miel-picosa-con-chile-rayado"],
    ["Edición Limitada: Miel de Mezquite", "edicion-limitada-miel-de-mezquite"],
    ["Jalapeño & Piña", "jalapeno-pina"],
    ["¡Nuevo! Sal de Grano (250 g)", "nuevo-sal-de-grano-250-g"],
    ["  --Ya  existe--  ", "ya-existe"],
    ["Ü ö ç À", "u-o-c-a"],
    ["Lote_2025/Nº3", "lote-2025-n-3"],
    ["MIEL", "miel"],
  ])("makes %j into %j", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it("answers 'producto' when nothing of the name is left", () => {
    for (const name of ["", "   ", "¡¿?!", "中文", "🍯🌶️"]) {
      expect(slugify(name), name).toBe("producto");
    }
  });

  it("keeps at most 80 characters, never ending in a hyphen", () => {
    const long = slugify("a".repeat(100));
    expect(long).toBe("a".repeat(80));
    // The 80th character falls on a hyphen: it is trimmed away.
    const cut = slugify(`${"b".repeat(79)} segunda parte`);
    expect(cut).toBe("b".repeat(79));
    const words = slugify("miel picosa ".repeat(20));
    expect(words.length).toBeLessThanOrEqual(80);
    expect(words).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it("always gives a URL-safe slug", () => {
    for (const name of ["Ñandú", "a\u0000b", "x\ny\tz", "ﬁno", "Ⅻ"]) {
      expect(slugify(name), name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});
