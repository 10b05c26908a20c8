import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { circle, n } from "../primitives/svg-shapes";

/** A citrus slice seen from the front (face-on circle). */
export function citrusSlice(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  flesh: string,
  peel: string,
): string {
  const parts = [
    circle(cx, cy, r, peel),
    circle(cx, cy, r * 0.9, "#fbf1d9"),
    circle(cx, cy, r * 0.84, flesh),
  ];
  for (let i = 0; i < 10; i += 1) {
    const a = (Math.PI * 2 * i) / 10;
    parts.push(
      `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + r * 0.84 * Math.cos(a))}" y2="${n(cy + r * 0.84 * Math.sin(a))}" stroke="#fbf1d9" stroke-width="${n(r * 0.05)}" opacity=".85"/>`,
    );
  }
  parts.push(circle(cx, cy, r * 0.1, "#fbf1d9"));
  parts.push(
    circle(
      cx,
      cy,
      r,
      c.radial(
        [
          [0.5, C.white, 0.18],
          [1, C.white, 0],
        ],
        { cx: 0.35, cy: 0.3 },
      ),
    ),
  );
  return parts.join("");
}
