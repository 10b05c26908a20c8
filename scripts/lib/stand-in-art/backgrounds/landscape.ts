/** Outdoor backdrops: mountain ridges, forested ridges, scattered conifers and mist. */
import { type Canvas } from "../primitives/canvas";
import { between } from "../primitives/random";
import { n, polygon, rect } from "../primitives/svg-shapes";

/** The height of a mountain ridge across the picture, x → y. */
export function ridgeLine(
  c: Canvas,
  baseY: number,
  amplitude: number,
  peaks: number,
): (x: number) => number {
  const phase = c.rng() * Math.PI * 2;
  const phase2 = c.rng() * Math.PI * 2;
  return (x) => {
    const t = (x / c.w) * Math.PI * 2 * peaks;
    return (
      baseY -
      amplitude *
        (0.55 * Math.sin(t + phase) + 0.3 * Math.sin(t * 2.3 + phase2) + 0.15 * Math.sin(t * 5.1)) -
      amplitude * 0.5
    );
  };
}

/** A mountain ridge from left to right, filled down to the bottom. */
export function ridge(
  c: Canvas,
  baseY: number,
  amplitude: number,
  peaks: number,
  fill: string,
  extra = "",
): string {
  const y = ridgeLine(c, baseY, amplitude, peaks);
  const steps = peaks * 8;
  const points: string[] = [`M0 ${n(c.h)}`];
  for (let i = 0; i <= steps; i += 1)
    points.push(`L${n((c.w * i) / steps)} ${n(y((c.w * i) / steps))}`);
  points.push(`L${n(c.w)} ${n(c.h)}Z`);
  return `<path d="${points.join("")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** A forested ridge: its edge is a row of conifer tips `tree` pixels wide. */
export function treeline(
  c: Canvas,
  baseY: number,
  amplitude: number,
  peaks: number,
  tree: number,
  fill: string,
): string {
  const y = ridgeLine(c, baseY, amplitude, peaks);
  const points: string[] = [`M0 ${n(c.h)}`, `L0 ${n(y(0))}`];
  for (let x = 0; x < c.w + tree; x += tree * between(c.rng, 0.6, 1.1)) {
    const top = y(x) - tree * between(c.rng, 1.2, 2.6);
    points.push(`L${n(x + tree * 0.5)} ${n(top)}L${n(x + tree)} ${n(y(x + tree) - tree * 0.3)}`);
  }
  points.push(`L${n(c.w)} ${n(c.h)}Z`);
  return `<path d="${points.join("")}" fill="${fill}"/>`;
}

/** Small conifers scattered over a band (for blurred backgrounds). */
export function forest(
  c: Canvas,
  y: number,
  spread: number,
  size: number,
  color: string,
  count: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = c.rng() * c.w;
    const ty = y + c.rng() * spread;
    const s = size * between(c.rng, 0.7, 1.3);
    parts.push(
      polygon(
        [
          [x, ty - s * 2.2],
          [x + s * 0.6, ty],
          [x - s * 0.6, ty],
        ],
        color,
      ),
    );
  }
  return parts.join("");
}

/** Light mist across the picture at `y`. */
export function mist(c: Canvas, y: number, height: number, opacity: number): string {
  return rect(
    -c.w * 0.1,
    y - height / 2,
    c.w * 1.2,
    height,
    c.linear([
      [0, "#fff8ec", 0],
      [0.5, "#fff8ec", opacity],
      [1, "#fff8ec", 0],
    ]),
  );
}
