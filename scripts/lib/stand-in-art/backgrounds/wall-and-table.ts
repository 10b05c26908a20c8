/** An indoor backdrop: a window-lit wall behind a wooden table. */
import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { between } from "../primitives/random";
import { ellipse, n, rect } from "../primitives/svg-shapes";

/** A warm wall lit from a window (upper left) down to `horizon`. */
export function wall(
  c: Canvas,
  horizon: number,
  tones: readonly [string, string] = ["#7a4a26", "#2e1a0f"],
): string {
  return (
    rect(
      0,
      0,
      c.w,
      horizon,
      c.linear(
        [
          [0, tones[0]],
          [1, tones[1]],
        ],
        [0, 0, 1, 1],
      ),
    ) +
    ellipse(
      c.w * 0.22,
      horizon * 0.3,
      c.w * 0.55,
      horizon * 0.7,
      c.radial([
        [0, C.honeyPale, 0.45],
        [1, C.honeyPale, 0],
      ]),
    )
  );
}

/** A wooden table top from `top` to the bottom edge, planks receding. */
export function table(
  c: Canvas,
  top: number,
  tones: readonly [string, string] = [C.woodLight, C.woodDark],
): string {
  const parts = [
    rect(
      0,
      top,
      c.w,
      c.h - top,
      c.linear([
        [0, tones[0]],
        [1, tones[1]],
      ]),
    ),
  ];
  const depth = c.h - top;
  let y = top + depth * 0.08;
  let step = depth * 0.1;
  while (y < c.h) {
    parts.push(rect(0, y, c.w, Math.max(1.5, step * 0.04), C.smokeDark, `opacity=".35"`));
    y += step;
    step *= 1.45;
  }
  for (let i = 0; i < 8; i += 1) {
    const gy = top + c.rng() * depth;
    const amp = between(c.rng, 2, 8);
    parts.push(
      `<path d="M0 ${n(gy)} Q ${n(c.w * 0.3)} ${n(gy - amp)} ${n(c.w * 0.55)} ${n(gy + amp * 0.5)} T ${n(c.w)} ${n(gy - amp * 0.3)}" stroke="${C.smokeDark}" stroke-width="${n(between(c.rng, 1, 2.5))}" fill="none" opacity=".1"/>`,
    );
  }
  parts.push(
    rect(
      0,
      top,
      c.w,
      depth * 0.5,
      c.linear([
        [0, C.honeyPale, 0.18],
        [1, C.honeyPale, 0],
      ]),
    ),
  );
  return parts.join("");
}
