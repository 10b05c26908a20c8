import { describe, expect, it } from "vitest";
import { QUIET_ZONE, qrCodeSvg } from "../../app/view/invitation-qr.server";
import { decodeQrSvg } from "../support/qr";

const URLS = {
  "a short address": "http://localhost/associates?code=A1",
  "the local server, associates": "http://localhost:8787/associates?code=K7QM-3XHP-R9WD",
  "the local server, clients": "http://localhost:8787/clients?code=K7QM-3XHP-R9WD",
  "a 12-character code": "https://mielpicosa.example/associates?code=K7QM3XHPR9WD",
  "a long domain": "https://www.mielpicosadehidalgo.com.mx/clients?code=K7QM-3XHP-R9WD",
  "a 64-character imported code": `https://mielpicosa.example/associates?code=${"AB12-".repeat(12)}ABCD`,
} as const;

const LABEL = "Código QR de la invitación";

describe("qrCodeSvg", () => {
  it.each(Object.entries(URLS))("decodes back to its URL: %s", async (_name, url) => {
    await expect(decodeQrSvg(qrCodeSvg(url, LABEL))).resolves.toBe(url);
  });

  it("is one white square and one path, never a shape per module", () => {
    const svg = qrCodeSvg(URLS["the local server, associates"], LABEL);
    expect(svg.match(/<path\b/g)).toHaveLength(1);
    expect(svg.match(/<rect\b/g)).toHaveLength(1);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 41 41" /);
    expect(svg).toContain('shape-rendering="crispEdges"');
    expect(svg).toContain('<rect width="41" height="41" fill="#fff"/>');
  });

  it("stays small: a card's address (version 4, 33 modules) takes under 4 KB", () => {
    for (const url of [URLS["the local server, associates"], URLS["a 12-character code"]]) {
      expect(new TextEncoder().encode(qrCodeSvg(url, LABEL)).length).toBeLessThan(4_000);
    }
  });

  it("keeps a quiet zone of four modules on every side", () => {
    const svg = qrCodeSvg(URLS["a long domain"], LABEL);
    const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    const path = /<path fill="#000" d="([^"]+)"/.exec(svg)?.[1] ?? "";
    // Follow the pen through absolute and relative moves; each run is `hW v1 h-W z`.
    let x = 0;
    let y = 0;
    const runs = [...path.matchAll(/([Mm])(-?\d+) (-?\d+)h(\d+)v1h-\4z/g)];
    expect(runs.map((run) => run[0]).join("")).toBe(path);
    for (const [, move, dx, dy, width] of runs) {
      x = move === "M" ? Number(dx) : x + Number(dx);
      y = move === "M" ? Number(dy) : y + Number(dy);
      expect(x).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(x + Number(width)).toBeLessThanOrEqual(side - QUIET_ZONE);
      expect(y + 1).toBeLessThanOrEqual(side - QUIET_ZONE);
    }
  });

  it("names itself with the caller's label, escaped", () => {
    const svg = qrCodeSvg(URLS["a short address"], 'Código "A&B" <1>');
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Código &quot;A&amp;B&quot; &lt;1&gt;"');
    expect(svg).toContain("<title>Código &quot;A&amp;B&quot; &lt;1&gt;</title>");
  });
});
