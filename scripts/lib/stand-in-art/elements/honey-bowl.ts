import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { circle } from "../primitives/svg-shapes";

/**
 * A small bowl of honey seen from above: a rim of radius `rimR` in `rim`,
 * the honey of radius `honeyR` brightest at `focus` (0..1 in its box).
 */
export function honeyBowl(
  c: Canvas,
  x: number,
  y: number,
  rimR: number,
  honeyR: number,
  rim: string,
  focus: { cx?: number; cy?: number } = {},
): string {
  return (
    circle(x, y, rimR, rim) +
    circle(
      x,
      y,
      honeyR,
      c.radial(
        [
          [0, C.honeyPale],
          [0.7, C.honey],
          [1, C.honeyDeep],
        ],
        focus,
      ),
    )
  );
}
