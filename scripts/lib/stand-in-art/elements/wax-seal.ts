import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { circle, hexPoints, polygon } from "../primitives/svg-shapes";

/** A red wax seal of radius `r` stamped with a hexagon; `stamp` styles the hexagon's line. */
export function waxSeal(c: Canvas, x: number, y: number, r: number, stamp: string): string {
  return (
    circle(
      x,
      y,
      r,
      c.radial(
        [
          [0, C.chiliBright],
          [0.7, C.chili],
          [1, C.chiliDark],
        ],
        { cx: 0.4, cy: 0.35, r: 0.65 },
      ),
    ) + polygon(hexPoints(x, y, r * 0.5), "none", stamp)
  );
}
