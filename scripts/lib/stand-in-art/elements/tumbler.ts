import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { cylinderShade } from "../primitives/shading";
import { circle, ellipse, n, rect } from "../primitives/svg-shapes";

/** A glass seen from the side: straight-sided tumbler with a drink. */
export function tumbler(
  c: Canvas,
  cx: number,
  baseY: number,
  w: number,
  h: number,
  drink: readonly [string, string],
  rim?: string,
): string {
  const top = baseY - h;
  const inset = w * 0.07;
  const outline = `M${n(cx - w / 2)} ${n(top)} L${n(cx + w / 2)} ${n(top)} L${n(cx + w / 2 - inset)} ${n(baseY)} L${n(cx - w / 2 + inset)} ${n(baseY)}Z`;
  const clip = c.clip(`<path d="${outline}"/>`);
  const liquidTop = top + h * 0.16;
  const parts = [
    ellipse(
      cx + w * 0.1,
      baseY,
      w * 0.6,
      w * 0.07,
      C.smokeDark,
      `opacity=".5" filter="${c.blur(w * 0.04)}"`,
    ),
    `<g clip-path="${clip}">`,
    rect(cx - w / 2, top, w, h, C.white, `opacity=".12"`),
    rect(
      cx - w / 2,
      liquidTop,
      w,
      h,
      c.linear([
        [0, drink[1]],
        [1, drink[0]],
      ]),
    ),
  ];
  for (let i = 0; i < 6; i += 1) {
    const s = w * between(c.rng, 0.22, 0.3);
    const ix = cx + between(c.rng, -w * 0.35, w * 0.1);
    const iy = liquidTop + between(c.rng, -s * 0.3, h * 0.5);
    parts.push(
      rect(
        ix,
        iy,
        s,
        s,
        C.white,
        `opacity=".28" rx="${n(s * 0.18)}" transform="rotate(${n(between(c.rng, -20, 20))} ${n(ix + s / 2)} ${n(iy + s / 2)})"`,
      ),
    );
  }
  parts.push(rect(cx - w / 2, top, w, h, cylinderShade(c, 0.3, 0.2, 0.8, 0.35)));
  parts.push(rect(cx - w * 0.38, top + h * 0.05, w * 0.05, h * 0.85, C.white, `opacity=".35"`));
  parts.push(`</g>`);
  parts.push(
    `<path d="${outline}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${n(w * 0.012)}"/>`,
  );
  parts.push(
    ellipse(
      cx,
      top,
      w / 2,
      w * 0.06,
      "none",
      `stroke="#fff" stroke-opacity=".5" stroke-width="${n(w * 0.012)}"`,
    ),
  );
  if (rim) {
    for (let i = 0; i < 260; i += 1) {
      const a = c.rng() * Math.PI * 2;
      const band = between(c.rng, 0, h * 0.09);
      parts.push(
        circle(
          cx + (w / 2) * Math.cos(a) * between(c.rng, 0.9, 1.02),
          top + w * 0.06 * Math.sin(a) + band,
          between(c.rng, w * 0.006, w * 0.014),
          pick(c.rng, [rim, C.chiliBright, "#f2e6dc", C.chiliDeep]),
        ),
      );
    }
  }
  return parts.join("");
}
