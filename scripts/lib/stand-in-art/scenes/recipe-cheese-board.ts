/** Recipe: a cheese board seen from above, with a bowl of spicy honey. */
import { vignette } from "../backgrounds/lens-effects";
import { cheeseWedge, grapes, pearSlice, walnut } from "../elements/cheese-board-food";
import { chili } from "../elements/chili";
import { honeyBowl } from "../elements/honey-bowl";
import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { between } from "../primitives/random";
import { circle, n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

/** `count` dots of `fill` scattered over a square of half-side `spread` round (x, y). */
function specks(
  c: Canvas,
  count: number,
  x: number,
  y: number,
  spread: number,
  [minR, maxR]: readonly [number, number],
  fill: string,
  extra = "",
): string {
  let dots = "";
  for (let i = 0; i < count; i += 1)
    dots += circle(
      x + between(c.rng, -spread, spread),
      y + between(c.rng, -spread, spread),
      between(c.rng, minR, maxR),
      fill,
      extra,
    );
  return dots;
}

export const cheeseBoardRecipeScenes: Record<string, Scene> = {
  "receta-tabla-de-quesos": (c) => {
    const parts = [
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear(
          [
            [0, "#4a2e1c"],
            [1, "#1f130b"],
          ],
          [0, 0, 1, 1],
        ),
      ),
    ];
    parts.push(
      rect(
        c.w * 0.08,
        c.h * 0.1,
        c.w * 0.84,
        c.h * 0.84,
        C.smokeDark,
        `opacity=".6" rx="${n(c.h * 0.06)}" filter="${c.blur(c.w * 0.015)}"`,
      ),
    );
    parts.push(
      rect(
        c.w * 0.06,
        c.h * 0.07,
        c.w * 0.84,
        c.h * 0.84,
        c.linear(
          [
            [0, "#d4a56b"],
            [1, "#9a6a3c"],
          ],
          [0, 0, 1, 1],
        ),
        `rx="${n(c.h * 0.06)}"`,
      ),
    );
    for (let i = 0; i < 8; i += 1)
      parts.push(
        `<path d="M${n(c.w * 0.08)} ${n(c.h * (0.15 + i * 0.1))} q ${n(c.w * 0.4)} ${n(between(c.rng, -12, 12))} ${n(c.w * 0.8)} 0" stroke="#7a4f2a" stroke-width="2" fill="none" opacity=".25"/>`,
      );
    parts.push(cheeseWedge(c, c.w * 0.14, c.h * 0.35, c.w * 0.2, 10, "#f2d47e", "#c9923a"));
    parts.push(cheeseWedge(c, c.w * 0.16, c.h * 0.72, c.w * 0.17, -14, "#f5e2a8", "#d6b068"));
    parts.push(
      circle(c.w * 0.46, c.h * 0.3, c.w * 0.075, "#f7f3ea") +
        circle(
          c.w * 0.46,
          c.h * 0.3,
          c.w * 0.075,
          c.radial([
            [0.6, "#000", 0],
            [1, "#000", 0.15],
          ]),
        ),
    );
    parts.push(
      circle(c.w * 0.44, c.h * 0.7, c.w * 0.07, "#eee8d6") +
        specks(c, 18, c.w * 0.44, c.h * 0.7, c.w * 0.05, [2, 5], "#6a7a86", `opacity=".7"`),
    );
    parts.push(
      honeyBowl(c, c.w * 0.66, c.h * 0.5, c.w * 0.09, c.w * 0.075, C.cream, { cx: 0.4, cy: 0.4 }),
      specks(c, 24, c.w * 0.66, c.h * 0.5, c.w * 0.055, [2, 4], C.chiliDeep),
    );
    parts.push(
      pearSlice(c, c.w * 0.62, c.h * 0.2, c.w * 0.12, 20),
      pearSlice(c, c.w * 0.66, c.h * 0.23, c.w * 0.12, 28),
      pearSlice(c, c.w * 0.7, c.h * 0.26, c.w * 0.12, 36),
    );
    parts.push(grapes(c, c.w * 0.8, c.h * 0.72, c.w * 0.025, 14));
    parts.push(
      walnut(c, c.w * 0.3, c.h * 0.52, c.w * 0.025),
      walnut(c, c.w * 0.33, c.h * 0.58, c.w * 0.022),
      walnut(c, c.w * 0.86, c.h * 0.3, c.w * 0.024),
    );
    for (let i = 0; i < 4; i += 1)
      parts.push(
        rect(
          c.w * (0.56 + i * 0.02),
          c.h * (0.7 + i * 0.03),
          c.w * 0.09,
          c.w * 0.06,
          "#e2b878",
          `rx="6" stroke="#b88446" stroke-width="2"`,
        ),
      );
    parts.push(chili(c, { x: c.w * 0.82, y: c.h * 0.12, length: c.w * 0.1, angle: 110 }));
    return parts.join("") + vignette(c, 0.45);
  },
};
