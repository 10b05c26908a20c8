import { type Canvas } from "../primitives/canvas";
import { AMBER, C, type HoneyTones } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { cylinderShade } from "../primitives/shading";
import { ellipse, n, polygon, rect } from "../primitives/svg-shapes";
import { type JarLabel, jarLabel } from "./jar-label";
import { jarLid, type LidKind, openMouth } from "./jar-top";

export interface JarOptions {
  cx: number;
  baseY: number;
  w: number;
  h: number;
  honey?: HoneyTones;
  /** Fraction of the body the honey fills. */
  level?: number;
  /** How many chili flakes hang in the honey. */
  flakes?: number;
  lid?: LidKind | "none";
  label?: JarLabel;
  /** A wax seal over the lid (none without a lid). */
  seal?: boolean;
  /** Raw honey's cloudiness. */
  cloudy?: boolean;
}

/** Where a jar stands and how big it is, for the parts drawn apart from its body. */
export type JarBox = Pick<JarOptions, "cx" | "baseY" | "w" | "h">;

/** A honey jar standing on a table, its base centred at (cx, baseY). */
export function jar(c: Canvas, o: JarOptions): string {
  const { cx, baseY, w, h } = o;
  const [dark, mid, light] = o.honey ?? AMBER;
  const bodyH = h * 0.84;
  const bodyTop = baseY - bodyH;
  const x0 = cx - w / 2;
  const radius = w * 0.13;
  const level = o.level ?? 0.93;
  const honeyTop = bodyTop + bodyH * (1 - level);
  const parts: string[] = [];

  parts.push(
    ellipse(
      cx + w * 0.1,
      baseY,
      w * 0.62,
      w * 0.075,
      C.smokeDark,
      `opacity=".55" filter="${c.blur(w * 0.035)}"`,
    ),
  );
  parts.push(
    ellipse(
      cx + w * 0.05,
      baseY + w * 0.05,
      w * 0.55,
      w * 0.07,
      mid,
      `opacity=".35" filter="${c.blur(w * 0.05)}"`,
    ),
  );

  const bodyShape = `<rect x="${n(x0)}" y="${n(bodyTop)}" width="${n(w)}" height="${n(bodyH)}" rx="${n(radius)}"/>`;
  const clip = c.clip(bodyShape);
  const inside: string[] = [
    rect(x0, bodyTop, w, bodyH, "#f3e6cf", `opacity=".18"`),
    rect(
      x0,
      honeyTop,
      w,
      bodyH,
      c.linear(
        [
          [0, dark],
          [0.28, light],
          [0.55, mid],
          [1, dark],
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(
      x0,
      honeyTop,
      w,
      baseY - honeyTop,
      c.linear([
        [0, "#000", 0],
        [1, "#000", 0.28],
      ]),
    ),
    ellipse(
      cx - w * 0.05,
      honeyTop + (baseY - honeyTop) * 0.42,
      w * 0.38,
      (baseY - honeyTop) * 0.38,
      c.radial([
        [0, light, 0.55],
        [1, light, 0],
      ]),
    ),
  ];
  if (o.cloudy) {
    for (let i = 0; i < 9; i += 1) {
      inside.push(
        ellipse(
          between(c.rng, x0, x0 + w),
          between(c.rng, honeyTop, baseY),
          w * 0.25,
          w * 0.12,
          C.honeyPale,
          `opacity=".22" filter="${c.blur(w * 0.06)}"`,
        ),
      );
    }
  }
  const flakes = o.flakes ?? 0;
  for (let i = 0; i < flakes; i += 1) {
    const fx = between(c.rng, x0 + w * 0.04, x0 + w * 0.96);
    const fy = between(c.rng, honeyTop + w * 0.05, baseY - w * 0.03);
    const size = between(c.rng, w * 0.008, w * 0.024);
    const points: [number, number][] = [0, 1, 2, 3].map((k) => {
      const angle = (Math.PI / 2) * k + between(c.rng, -0.5, 0.5);
      const r = size * between(c.rng, 0.6, 1.3);
      return [fx + r * Math.cos(angle), fy + r * Math.sin(angle) * 0.7];
    });
    inside.push(
      polygon(
        points,
        pick(c.rng, [C.chili, C.chiliDeep, C.chiliBright, C.chiliDark]),
        `opacity="${n(between(c.rng, 0.7, 1))}"`,
      ),
    );
  }
  inside.push(ellipse(cx, honeyTop, w / 2, w * 0.045, light, `opacity=".5"`));
  inside.push(rect(x0, bodyTop, w, bodyH, cylinderShade(c, 0.35, 0.18, 0.78, 0.45)));
  parts.push(`<g clip-path="${clip}">${inside.join("")}</g>`);
  parts.push(
    `<rect x="${n(x0)}" y="${n(bodyTop)}" width="${n(w)}" height="${n(bodyH)}" rx="${n(radius)}" fill="none" stroke="#fff6e6" stroke-opacity=".35" stroke-width="${n(w * 0.012)}"/>`,
  );

  // Shoulder and thread.
  const neckW = w * 0.8;
  parts.push(
    rect(
      cx - neckW / 2,
      baseY - h * 0.905,
      neckW,
      h * 0.075,
      c.linear(
        [
          [0, "#e8d2b0", 0.5],
          [0.4, "#fff3dc", 0.7],
          [1, "#a07a50", 0.55],
        ],
        [0, 0, 1, 0],
      ),
      `rx="${n(w * 0.04)}"`,
    ),
  );

  parts.push(
    o.lid === "none"
      ? openMouth(c, o, neckW, [light, mid])
      : jarLid(c, o, o.lid ?? "gold", o.seal ?? false),
  );
  if (o.label) parts.push(jarLabel(c, o, o.label, bodyShape));

  parts.push(
    rect(
      x0 + w * 0.09,
      bodyTop + bodyH * 0.07,
      w * 0.055,
      bodyH * 0.82,
      c.linear([
        [0, C.white, 0.05],
        [0.3, C.white, 0.45],
        [1, C.white, 0.08],
      ]),
      `rx="${n(w * 0.03)}"`,
    ),
  );
  parts.push(
    rect(
      x0 + w * 0.84,
      bodyTop + bodyH * 0.12,
      w * 0.025,
      bodyH * 0.6,
      C.white,
      `opacity=".18" rx="${n(w * 0.012)}"`,
    ),
  );
  return parts.join("");
}
