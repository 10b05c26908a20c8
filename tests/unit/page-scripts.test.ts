import { describe, expect, it } from "vitest";
import { pageShipsScripts, withoutScripts } from "../../app/view/page-scripts";

describe("pageShipsScripts", () => {
  it("leaves the scripts out when every route below the root needs none", () => {
    expect(pageShipsScripts([{ id: "root" }, { id: "routes/about", handle: withoutScripts }])).toBe(
      false,
    );
  });

  it("ships them when a matched route does not say it needs none", () => {
    expect(pageShipsScripts([{ id: "root" }, { id: "routes/_index" }])).toBe(true);
    expect(
      pageShipsScripts([
        { id: "root" },
        { id: "routes/layout", handle: withoutScripts },
        { id: "routes/layout.form", handle: { other: true } },
      ]),
    ).toBe(true);
  });

  it("ships them when only the root matched, whatever the root says", () => {
    expect(pageShipsScripts([{ id: "root", handle: withoutScripts }])).toBe(true);
    expect(pageShipsScripts([])).toBe(true);
  });

  it('reads only `scripts: "none"` as needing none', () => {
    for (const handle of [null, "none", { scripts: "all" }, { scripts: undefined }]) {
      expect(pageShipsScripts([{ id: "root" }, { id: "routes/x", handle }]), String(handle)).toBe(
        true,
      );
    }
  });
});
