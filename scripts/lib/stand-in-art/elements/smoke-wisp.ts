import { type Canvas } from "../primitives/canvas";
import { between } from "../primitives/random";
import { n } from "../primitives/svg-shapes";

/** A wisp of wood smoke rising from (x, y). */
export function smokeWisp(c: Canvas, x: number, y: number, height: number, width: number): string {
  let d = `M${n(x)} ${n(y)}`;
  let cx = x;
  let cy = y;
  for (let i = 0; i < 5; i += 1) {
    const nx = cx + between(c.rng, -width, width);
    const ny = cy - height / 5;
    d += ` Q${n(cx + between(c.rng, -width, width) * 1.5)} ${n((cy + ny) / 2)} ${n(nx)} ${n(ny)}`;
    cx = nx;
    cy = ny;
  }
  return `<path d="${d}" stroke="#efe6da" stroke-width="${n(width)}" fill="none" stroke-linecap="round" opacity=".3" filter="${c.blur(width * 0.6, 3)}"/>`;
}
