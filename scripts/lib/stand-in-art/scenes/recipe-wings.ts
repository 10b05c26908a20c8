/** Recipe: glazed chicken wings on a plate, seen from above. */
import { vignette } from "../backgrounds/lens-effects";
import { chili } from "../elements/chili";
import { honeyBowl } from "../elements/honey-bowl";
import { C } from "../primitives/palette";
import { between } from "../primitives/random";
import { circle, ellipse, n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const wingsRecipeScenes: Record<string, Scene> = {
  "receta-alitas-miel-picosa": (c) => {
    const cx = c.w * 0.5;
    const cy = c.h * 0.52;
    const r = c.h * 0.4;
    const parts = [
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear(
          [
            [0, "#3b3330"],
            [1, "#171210"],
          ],
          [0, 0, 1, 1],
        ),
      ),
      circle(
        cx + r * 0.06,
        cy + r * 0.08,
        r * 1.02,
        "#000",
        `opacity=".55" filter="${c.blur(r * 0.06)}"`,
      ),
      circle(cx, cy, r, "#efe9df"),
      circle(
        cx,
        cy,
        r * 0.8,
        c.radial([
          [0, "#fbf8f2"],
          [1, "#e2dacb"],
        ]),
      ),
      circle(cx, cy, r * 0.55, C.honey, `opacity=".35" filter="${c.blur(r * 0.08)}"`),
    ];
    const s = r * 0.25;
    const drumette = `M${n(-s)} 0 C${n(-s)} ${n(-s * 0.62)} ${n(-s * 0.2)} ${n(-s * 0.66)} ${n(s * 0.25)} ${n(-s * 0.3)} L${n(s * 0.8)} ${n(-s * 0.16)} C${n(s * 1.12)} ${n(-s * 0.34)} ${n(s * 1.2)} ${n(s * 0.34)} ${n(s * 0.8)} ${n(s * 0.16)} L${n(s * 0.25)} ${n(s * 0.3)} C${n(-s * 0.2)} ${n(s * 0.66)} ${n(-s)} ${n(s * 0.62)} ${n(-s)} 0Z`;
    const flat = `M${n(-s * 0.95)} ${n(-s * 0.2)} C${n(-s * 0.9)} ${n(-s * 0.6)} ${n(s * 0.7)} ${n(-s * 0.62)} ${n(s * 0.95)} ${n(-s * 0.25)} C${n(s * 1.05)} ${n(s * 0.1)} ${n(s * 0.8)} ${n(s * 0.5)} ${n(s * 0.4)} ${n(s * 0.45)} L${n(-s * 0.6)} ${n(s * 0.45)} C${n(-s * 1.05)} ${n(s * 0.4)} ${n(-s * 1.05)} ${n(s * 0.1)} ${n(-s * 0.95)} ${n(-s * 0.2)}Z`;
    const glaze = c.radial(
      [
        [0, "#f0b04a"],
        [0.5, "#c0601e"],
        [1, "#6a260a"],
      ],
      { cx: 0.4, cy: 0.35, r: 0.7 },
    );
    const spots: readonly [number, number][] = [
      [-0.45, -0.35],
      [0.1, -0.5],
      [0.5, -0.1],
      [0.35, 0.4],
      [-0.2, 0.45],
      [-0.5, 0.1],
      [0.0, 0.0],
    ];
    spots.forEach(([dx, dy], i) => {
      const shape = i % 2 ? flat : drumette;
      let seeds = "";
      for (let k = 0; k < 7; k += 1)
        seeds += ellipse(
          between(c.rng, -s * 0.7, s * 0.6),
          between(c.rng, -s * 0.35, s * 0.3),
          s * 0.07,
          s * 0.035,
          "#f6ecd2",
          `transform="rotate(${n(between(c.rng, 0, 180))})"`,
        );
      parts.push(
        `<g transform="translate(${n(cx + dx * r)} ${n(cy + dy * r)}) rotate(${n(between(c.rng, -60, 60) + (i % 3) * 60)})"><path d="${shape}" fill="#000" opacity=".3" transform="translate(${n(s * 0.08)} ${n(s * 0.12)})" filter="${c.blur(s * 0.08)}"/><path d="${shape}" fill="${glaze}"/>${ellipse(-s * 0.35, -s * 0.28, s * 0.32, s * 0.08, C.white, `opacity=".5"`)}${ellipse(s * 0.3, -s * 0.15, s * 0.12, s * 0.05, C.white, `opacity=".4"`)}${seeds}</g>`,
      );
    });
    const wedge = (x: number, y: number, angle: number) =>
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0 L${n(r * 0.28)} 0 A${n(r * 0.14)} ${n(r * 0.14)} 0 0 1 0 0Z" fill="#4f7a24"/><path d="M${n(r * 0.02)} ${n(-r * 0.01)} L${n(r * 0.26)} ${n(-r * 0.01)} A${n(r * 0.12)} ${n(r * 0.1)} 0 0 1 ${n(r * 0.02)} ${n(-r * 0.01)}Z" fill="#b5d36a"/></g>`;
    parts.push(wedge(cx + r * 0.55, cy + r * 0.7, -30), wedge(cx + r * 0.75, cy + r * 0.45, -60));
    parts.push(honeyBowl(c, c.w * 0.12, c.h * 0.2, c.h * 0.09, c.h * 0.075, "#2a1d16"));
    parts.push(
      chili(c, { x: c.w * 0.08, y: c.h * 0.75, length: c.w * 0.12, angle: -30 }),
      chili(c, { x: c.w * 0.86, y: c.h * 0.16, length: c.w * 0.1, angle: 140 }),
    );
    return parts.join("") + vignette(c, 0.45);
  },
};
