import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { circle, hexPoints, polygon, rect } from "../primitives/svg-shapes";

/** A row of honeycomb cells filling `shape` (a clip path outline). */
export function honeycomb(
  c: Canvas,
  shape: string,
  box: readonly [number, number, number, number],
  cell: number,
): string {
  const [x0, y0, x1, y1] = box;
  const clip = c.clip(shape);
  const dx = cell * Math.sqrt(3);
  const dy = cell * 1.5;
  const parts = [rect(x0, y0, x1 - x0, y1 - y0, C.honeyDeep)];
  for (let y = y0, row = 0; y < y1 + cell; y += dy, row += 1) {
    for (let x = x0 + (row % 2 ? dx / 2 : 0); x < x1 + dx; x += dx) {
      const capped = c.rng() < 0.25;
      parts.push(
        polygon(
          hexPoints(x, y, cell * 0.86),
          capped ? "#f1d89a" : c.rng() < 0.5 ? C.honey : C.honeyLight,
        ),
      );
      if (!capped)
        parts.push(circle(x - cell * 0.2, y - cell * 0.25, cell * 0.18, C.white, `opacity=".5"`));
    }
  }
  parts.push(
    rect(
      x0,
      y0,
      x1 - x0,
      y1 - y0,
      c.linear(
        [
          [0, C.white, 0.12],
          [1, "#000", 0.3],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  return `<g clip-path="${clip}">${parts.join("")}</g>`;
}
