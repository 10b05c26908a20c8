/** What the camera adds: out-of-focus lights and darkened corners. */
import { type Canvas } from "../primitives/canvas";
import { between, pick } from "../primitives/random";
import { circle, n, rect } from "../primitives/svg-shapes";

/** Soft out-of-focus lights. */
export function bokeh(
  c: Canvas,
  count: number,
  area: readonly [number, number, number, number],
  colors: readonly [string, ...string[]],
): string {
  const [x0, y0, x1, y1] = area;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = between(c.rng, c.w * 0.02, c.w * 0.07);
    parts.push(
      circle(
        between(c.rng, x0, x1),
        between(c.rng, y0, y1),
        r,
        pick(c.rng, colors),
        `opacity="${n(between(c.rng, 0.15, 0.4))}"`,
      ),
    );
  }
  return `<g filter="${c.blur(c.w * 0.012)}">${parts.join("")}</g>`;
}

/** Darkens the corners a little, like a lens. */
export function vignette(c: Canvas, strength = 0.45): string {
  return rect(
    0,
    0,
    c.w,
    c.h,
    c.radial(
      [
        [0.55, "#000", 0],
        [1, "#000", strength],
      ],
      { r: 0.75 },
    ),
  );
}
