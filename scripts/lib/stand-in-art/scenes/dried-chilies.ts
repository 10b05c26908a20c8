/** Chile rayado on a palm mat: ground in a clay bowl, and whole pods in a heap. */
import { vignette } from "../backgrounds/lens-effects";
import { petate } from "../backgrounds/petate";
import { chili, chiliPile } from "../elements/chili";
import { C } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { circle, ellipse, n } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const driedChiliScenes: Record<string, Scene> = {
  "chile-rayado-molido": (c) => {
    const cx = c.w * 0.5;
    const cy = c.h * 0.5;
    const r = c.w * 0.3;
    let grains = "";
    for (let i = 0; i < 200; i += 1) {
      const a = c.rng() * Math.PI * 2;
      const d = r * 0.8 * Math.sqrt(c.rng());
      grains += circle(
        cx + d * Math.cos(a),
        cy + d * Math.sin(a),
        between(c.rng, 2, 5),
        pick(c.rng, [C.chiliBright, C.chiliDeep, "#c44a26", "#d86a3a"]),
        `opacity=".8"`,
      );
    }
    let ring = "";
    for (let i = 0; i < 8; i += 1) {
      const a = (Math.PI * 2 * i) / 8 + 0.3;
      ring += chili(c, {
        x: cx + r * 1.35 * Math.cos(a),
        y: cy + r * 1.35 * Math.sin(a),
        length: c.w * 0.2,
        angle: (a * 180) / Math.PI + 100 + between(c.rng, -20, 20),
      });
    }
    return (
      petate(c, c.w / 12) +
      ring +
      circle(
        cx + r * 0.06,
        cy + r * 0.1,
        r * 1.08,
        C.smokeDark,
        `opacity=".6" filter="${c.blur(r * 0.08)}"`,
      ) +
      circle(
        cx,
        cy,
        r * 1.05,
        c.radial([
          [0.7, "#c0683a"],
          [1, "#7d3a1c"],
        ]),
      ) +
      circle(cx, cy, r * 0.92, "#8b4322") +
      circle(
        cx,
        cy,
        r * 0.86,
        c.radial(
          [
            [0, "#b3261e"],
            [0.8, "#8f1d14"],
            [1, "#5a100c"],
          ],
          { cx: 0.45, cy: 0.45 },
        ),
      ) +
      `<g filter="${c.blur(1)}">${grains}</g>` +
      circle(
        cx,
        cy,
        r * 0.86,
        c.radial([
          [0.6, "#000", 0],
          [1, "#000", 0.45],
        ]),
      ) +
      ellipse(
        cx - r * 0.45,
        cy - r * 0.6,
        r * 0.4,
        r * 0.12,
        C.white,
        `opacity=".18" transform="rotate(-35 ${n(cx - r * 0.45)} ${n(cy - r * 0.6)})"`,
      ) +
      vignette(c, 0.5)
    );
  },

  "chile-rayado-entero": (c) =>
    petate(c, c.w / 12) +
    chiliPile(c, c.w * 0.4, c.h * 0.42, c.w * 0.26, 20, c.w * 0.28) +
    vignette(c, 0.55),
};
