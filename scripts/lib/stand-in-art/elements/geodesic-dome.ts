import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { circle, ellipse, n, rect } from "../primitives/svg-shapes";

/** A geodesic dome greenhouse, its base centred at (cx, baseY). */
export function dome(c: Canvas, cx: number, baseY: number, r: number, glow: string): string {
  const tilt = 0.2;
  const rings = 4;
  const segments = 8;
  const point = (ring: number, j: number): [number, number] => {
    const elevation = (Math.PI / 2) * (ring / rings);
    const rr = r * Math.cos(elevation);
    const phi = Math.PI * (j / segments);
    return [cx - rr * Math.cos(phi), baseY - r * Math.sin(elevation) + rr * Math.sin(phi) * tilt];
  };
  const outline = `M${n(cx - r)} ${n(baseY)} A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(baseY)} A${n(r)} ${n(r * tilt)} 0 0 1 ${n(cx - r)} ${n(baseY)}Z`;
  const clip = c.clip(`<path d="${outline}"/>`);
  const parts = [
    ellipse(
      cx,
      baseY + r * 0.05,
      r * 1.15,
      r * 0.16,
      C.smokeDark,
      `opacity=".35" filter="${c.blur(r * 0.06)}"`,
    ),
    `<g clip-path="${clip}">`,
    rect(
      cx - r,
      baseY - r,
      r * 2,
      r * 1.3,
      c.linear([
        [0, "#f7e7c5"],
        [0.45, glow],
        [1, "#3c4a2a"],
      ]),
    ),
    rect(
      cx - r,
      baseY - r * 0.35,
      r * 2,
      r * 0.6,
      c.linear([
        [0, "#4f6b2c", 0],
        [0.5, "#4f6b2c", 0.8],
        [1, "#2f401b"],
      ]),
    ),
  ];
  for (let i = 0; i < 9; i += 1) {
    parts.push(
      circle(
        cx + between(c.rng, -r * 0.85, r * 0.85),
        baseY - between(c.rng, 0, r * 0.22),
        between(c.rng, r * 0.07, r * 0.13),
        pick(c.rng, ["#5f7f33", "#577a30", "#668a38"]),
      ),
    );
    if (c.rng() < 0.6)
      parts.push(
        circle(
          cx + between(c.rng, -r * 0.8, r * 0.8),
          baseY - between(c.rng, r * 0.05, r * 0.22),
          r * 0.03,
          C.chili,
        ),
      );
  }
  parts.push(
    rect(
      cx - r,
      baseY - r,
      r * 2,
      r * 1.3,
      c.linear(
        [
          [0, C.white, 0.35],
          [0.5, C.white, 0],
          [1, C.white, 0.1],
        ],
        [0, 0, 1, 0.4],
      ),
    ),
  );
  const lines: string[] = [];
  for (let ring = 0; ring < rings; ring += 1) {
    for (let j = 0; j < segments; j += 1) {
      const offset = ring % 2 ? 0.5 : 0;
      const a = point(ring, j + offset);
      const b = point(ring, j + 1 + offset > segments ? segments : j + 1 + offset);
      const up1 = point(ring + 1, j + (offset ? 0 : 0.5));
      const up2 = point(ring + 1, Math.min(segments, j + 1 + (offset ? 0 : 0.5)));
      lines.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
      lines.push(`M${n(a[0])} ${n(a[1])}L${n(up1[0])} ${n(up1[1])}`);
      lines.push(`M${n(b[0])} ${n(b[1])}L${n(up1[0])} ${n(up1[1])}`);
      if (ring === rings - 1) lines.push(`M${n(up1[0])} ${n(up1[1])}L${n(up2[0])} ${n(up2[1])}`);
    }
  }
  parts.push(
    `<path d="${lines.join("")}" stroke="#f7efe0" stroke-width="${n(Math.max(1.2, r * 0.009))}" fill="none" opacity=".6" stroke-linejoin="round"/>`,
  );
  parts.push(`</g>`);
  parts.push(
    `<path d="M${n(cx - r)} ${n(baseY)} A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(baseY)}" stroke="#f4f1ea" stroke-width="${n(Math.max(1.5, r * 0.018))}" fill="none" opacity=".9"/>`,
  );
  const doorW = r * 0.11;
  const doorBase = baseY + r * tilt * 0.95;
  parts.push(
    `<path d="M${n(cx - doorW)} ${n(doorBase)} L${n(cx - doorW)} ${n(doorBase - r * 0.26)} A${n(doorW)} ${n(doorW)} 0 0 1 ${n(cx + doorW)} ${n(doorBase - r * 0.26)} L${n(cx + doorW)} ${n(doorBase)}Z" fill="#4a3322" stroke="#f7efe0" stroke-opacity=".8" stroke-width="${n(Math.max(1.2, r * 0.012))}"/>`,
  );
  return parts.join("");
}
