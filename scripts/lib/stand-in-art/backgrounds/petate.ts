import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { n, rect } from "../primitives/svg-shapes";

/** A woven palm mat (petate) filling the picture. */
export function petate(c: Canvas, cell: number): string {
  const parts = [rect(0, 0, c.w, c.h, "#a47a48")];
  const seams: string[] = [];
  for (let y = 0, row = 0; y < c.h + cell; y += cell, row += 1) {
    for (let x = 0, col = 0; x < c.w + cell; x += cell, col += 1) {
      const across = (row + col) % 2 === 0;
      parts.push(
        rect(
          x + cell * 0.04,
          y + cell * 0.04,
          cell * 0.92,
          cell * 0.92,
          across ? "#c09860" : "#b58c57",
          `rx="${n(cell * 0.1)}"`,
        ),
      );
      seams.push(
        across
          ? `M${n(x + cell * 0.1)} ${n(y + cell / 2)}h${n(cell * 0.8)}`
          : `M${n(x + cell / 2)} ${n(y + cell * 0.1)}v${n(cell * 0.8)}`,
      );
    }
  }
  parts.push(
    `<path d="${seams.join("")}" stroke="#9a7244" stroke-width="${n(cell * 0.03)}" opacity=".45"/>`,
  );
  return (
    parts.join("") +
    rect(
      0,
      0,
      c.w,
      c.h,
      c.linear(
        [
          [0, C.honeyPale, 0.15],
          [1, C.smokeDark, 0.4],
        ],
        [0, 0, 1, 1],
      ),
    )
  );
}
