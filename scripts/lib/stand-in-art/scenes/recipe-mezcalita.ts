/** Recipe: a mezcalita with a chili-salt rim and citrus slices. */
import { bokeh, vignette } from "../backgrounds/lens-effects";
import { table } from "../backgrounds/wall-and-table";
import { chili } from "../elements/chili";
import { citrusSlice } from "../elements/citrus-slice";
import { tumbler } from "../elements/tumbler";
import { C } from "../primitives/palette";
import { n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const mezcalitaRecipeScenes: Record<string, Scene> = {
  "receta-mezcalita-miel-picosa": (c) => {
    const tableTop = c.h * 0.66;
    return (
      rect(
        0,
        0,
        c.w,
        tableTop,
        c.linear(
          [
            [0, "#e7b27c"],
            [1, "#9a5a36"],
          ],
          [0, 0, 1, 1],
        ),
      ) +
      bokeh(c, 14, [0, 0, c.w, tableTop], [C.white, "#ffd6b0", C.honeyPale]) +
      `<g filter="${c.blur(c.w * 0.006)}" opacity=".75">${rect(
        c.w * 0.13,
        c.h * 0.12,
        c.w * 0.1,
        c.h * 0.56,
        c.linear(
          [
            [0, "#e8dcc0", 0.55],
            [1, "#bfa877", 0.6],
          ],
          [0, 0, 1, 0],
        ),
        `rx="${n(c.w * 0.02)}"`,
      )}${rect(c.w * 0.16, c.h * 0.02, c.w * 0.04, c.h * 0.12, "#5a3820")}</g>` +
      table(c, tableTop, ["#8a5a36", "#3a2314"]) +
      tumbler(
        c,
        c.w * 0.5,
        c.h * 0.9,
        c.w * 0.22,
        c.h * 0.45,
        ["#d95a4a", "#f7a08a"],
        C.chiliBright,
      ) +
      `<g transform="rotate(-15 ${n(c.w * 0.58)} ${n(c.h * 0.44)})">${citrusSlice(c, c.w * 0.6, c.h * 0.44, c.w * 0.06, "#f07a6a", "#f2b35a")}</g>` +
      citrusSlice(c, c.w * 0.76, c.h * 0.86, c.w * 0.06, "#f07a6a", "#f2b35a") +
      citrusSlice(c, c.w * 0.24, c.h * 0.88, c.w * 0.045, "#a7c65a", "#4f7a24") +
      chili(c, { x: c.w * 0.82, y: c.h * 0.72, length: c.w * 0.09, angle: 160 }) +
      vignette(c, 0.4)
    );
  },
};
