import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { ellipse, n, rect } from "../primitives/svg-shapes";

/** A wooden honey dipper lying at `angle` degrees from (x, y). */
export function dipper(
  c: Canvas,
  x: number,
  y: number,
  length: number,
  angle: number,
  dripping = false,
): string {
  const r = length * 0.09;
  const handle = length * 0.72;
  const wood = c.linear([
    [0, "#d9a66b"],
    [0.5, "#b07a46"],
    [1, "#6f4626"],
  ]);
  const parts = [
    rect(0, -r * 0.22, handle, r * 0.44, wood, `rx="${n(r * 0.22)}"`),
    ellipse(
      handle + r * 1.25,
      0,
      r * 1.35,
      r,
      c.linear([
        [0, C.honeyPale],
        [0.5, C.honey],
        [1, C.honeyDeep],
      ]),
    ),
  ];
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      ellipse(
        handle + r * (0.4 + i * 0.55),
        0,
        r * 0.12,
        r * (0.75 + (i % 2) * 0.15),
        C.honeyDeep,
        `opacity=".55"`,
      ),
    );
  }
  if (dripping) {
    parts.push(
      `<path d="M${n(handle + r * 1.5)} ${n(r * 0.8)} q ${n(r * 0.3)} ${n(r * 1.5)} 0 ${n(r * 2.4)} q ${n(-r * 0.4)} ${n(-r * 1)} 0 ${n(-r * 2.4)}z" fill="${C.honey}"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${parts.join("")}</g>`;
}
