import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { ellipse, n, rect } from "../primitives/svg-shapes";
import { type JarBox } from "./jar";
import { waxSeal } from "./wax-seal";

export type LidKind = "gold" | "black" | "wood";

const lidTones: Record<LidKind, readonly [string, string, string]> = {
  gold: ["#7a5514", "#e6bf62", "#9a6e1c"],
  black: ["#0e0907", "#4a3a30", "#160e0a"],
  wood: ["#5a3820", "#b88050", "#5f3b20"],
};

/** A screw lid on top of the jar, with a wax seal dripping over its rim if `seal`. */
export function jarLid(
  c: Canvas,
  { cx, baseY, w, h }: JarBox,
  lid: LidKind,
  seal: boolean,
): string {
  const [a, b, d] = lidTones[lid];
  const lidW = w * 0.86;
  const lidH = h * 0.1;
  const lidY = baseY - h;
  const parts = [
    rect(
      cx - lidW / 2,
      lidY,
      lidW,
      lidH,
      c.linear(
        [
          [0, a],
          [0.35, b],
          [1, d],
        ],
        [0, 0, 1, 0],
      ),
      `rx="${n(w * 0.035)}"`,
    ),
    ellipse(cx, lidY + lidH * 0.04, lidW / 2 - w * 0.01, w * 0.03, b, `opacity=".55"`),
  ];
  if (seal) {
    const sx = cx + lidW * 0.18;
    const sy = lidY + lidH * 0.75;
    parts.push(
      `<path d="M${n(sx - w * 0.1)} ${n(sy)} q ${n(w * 0.02)} ${n(w * 0.16)} ${n(w * 0.05)} ${n(w * 0.03)} q ${n(w * 0.04)} ${n(w * 0.2)} ${n(w * 0.07)} ${n(w * 0.02)} q ${n(w * 0.03)} ${n(w * 0.12)} ${n(w * 0.06)} 0 z" fill="${C.chiliDeep}"/>`,
      waxSeal(
        c,
        sx,
        sy,
        w * 0.1,
        `stroke="${C.chiliDark}" stroke-width="${n(w * 0.008)}" opacity=".7"`,
      ),
    );
  }
  return parts.join("");
}

/** The open mouth of a jar without its lid: the honey's surface inside the neck. */
export function openMouth(
  c: Canvas,
  { cx, baseY, w, h }: JarBox,
  neckW: number,
  [light, mid]: readonly [string, string],
): string {
  return (
    ellipse(cx, baseY - h * 0.905, neckW / 2, w * 0.06, "#3a1d08", `opacity=".55"`) +
    ellipse(
      cx,
      baseY - h * 0.9,
      neckW / 2 - w * 0.03,
      w * 0.045,
      c.linear([
        [0, light],
        [1, mid],
      ]),
    )
  );
}
