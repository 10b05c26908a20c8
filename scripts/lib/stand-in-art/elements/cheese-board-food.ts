/** What goes on a cheese board: cheese wedges, walnuts, grapes and pear slices. */
import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { between } from "../primitives/random";
import { circle, ellipse, n, polygon } from "../primitives/svg-shapes";

/** A cheese wedge seen from above and the side. */
export function cheeseWedge(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  angle: number,
  tone: string,
  rind: string,
): string {
  const top: [number, number][] = [
    [0, -s * 0.08],
    [s, -s * 0.45],
    [s * 1.04, -s * 0.33],
    [0, s * 0.3],
  ];
  const parts = [
    polygon(
      [
        [0, 0],
        [s, -s * 0.35],
        [s, s * 0.05],
        [0, s * 0.4],
      ],
      rind,
    ),
    polygon(top, tone),
    polygon(
      top,
      c.linear([
        [0, C.white, 0.3],
        [1, C.white, 0],
      ]),
    ),
  ];
  for (let i = 0; i < 3; i += 1)
    parts.push(
      circle(
        s * between(c.rng, 0.25, 0.8),
        between(c.rng, -s * 0.2, s * 0.05),
        s * 0.04,
        "#000",
        `opacity=".08"`,
      ),
    );
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${ellipse(s * 0.5, s * 0.1, s * 0.6, s * 0.3, C.smokeDark, `opacity=".35" filter="${c.blur(s * 0.06)}"`)}${parts.join("")}</g>`;
}

export function walnut(c: Canvas, x: number, y: number, s: number): string {
  return (
    ellipse(x, y, s, s * 0.8, "#8a5a2f") +
    `<path d="M${n(x - s * 0.8)} ${n(y)} q ${n(s * 0.4)} ${n(-s * 0.5)} ${n(s * 0.8)} 0 t ${n(s * 0.8)} 0 M${n(x)} ${n(y - s * 0.75)} q ${n(-s * 0.3)} ${n(s * 0.75)} 0 ${n(s * 1.5)}" stroke="#5a3519" stroke-width="${n(s * 0.12)}" fill="none"/>` +
    ellipse(x - s * 0.3, y - s * 0.3, s * 0.3, s * 0.18, "#c4915a", `opacity=".6"`)
  );
}

export function grapes(c: Canvas, x: number, y: number, s: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const gx = x + between(c.rng, -s * 1.6, s * 1.6);
    const gy = y + between(c.rng, -s * 1.2, s * 1.2);
    parts.push(
      circle(
        gx,
        gy,
        s * 0.55,
        c.radial(
          [
            [0, "#b86a8a"],
            [0.6, "#6d2a4a"],
            [1, "#3a1228"],
          ],
          { cx: 0.35, cy: 0.35 },
        ),
      ),
    );
  }
  return parts.join("");
}

export function pearSlice(c: Canvas, x: number, y: number, s: number, angle: number): string {
  const d = `M0 0 C${n(s * 0.3)} ${n(-s * 0.35)} ${n(s * 0.9)} ${n(-s * 0.45)} ${n(s * 1.2)} ${n(-s * 0.1)} C${n(s * 1.35)} ${n(s * 0.15)} ${n(s * 0.9)} ${n(s * 0.3)} 0 0Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${d}" fill="#c7b04a"/><path d="${d}" fill="#f3ead0" transform="scale(.92) translate(${n(s * 0.04)} 0)"/><ellipse cx="${n(s * 0.85)}" cy="${n(-s * 0.08)}" rx="${n(s * 0.12)}" ry="${n(s * 0.05)}" fill="#d8c79a"/></g>`;
}
