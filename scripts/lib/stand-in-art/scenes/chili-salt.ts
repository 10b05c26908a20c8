/** The chili salt jar beside a rimmed glass and lime slices. */
import { bokeh, vignette } from "../backgrounds/lens-effects";
import { table, wall } from "../backgrounds/wall-and-table";
import { citrusSlice } from "../elements/citrus-slice";
import { tumbler } from "../elements/tumbler";
import { C, SANS } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { cylinderShade } from "../primitives/shading";
import { ellipse, n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const chiliSaltScenes: Record<string, Scene> = {
  "sal-chile-rayado": (c) => {
    const tableTop = c.h * 0.5;
    let salt = "";
    const jx = c.w * 0.34;
    const jy = c.h * 0.78;
    for (let i = 0; i < 120; i += 1) {
      salt += rect(
        jx + between(c.rng, -c.w * 0.13, c.w * 0.13),
        jy - between(c.rng, 0, c.h * 0.22),
        between(c.rng, 4, 9),
        between(c.rng, 4, 9),
        pick(c.rng, ["#f3e4da", "#e6b9a6", "#d9826a", "#c4493a", "#f8f1ea"]),
        `rx="1.5"`,
      );
    }
    const jarClip = c.clip(
      `<rect x="${n(jx - c.w * 0.14)}" y="${n(jy - c.h * 0.26)}" width="${n(c.w * 0.28)}" height="${n(c.h * 0.26)}" rx="${n(c.w * 0.04)}"/>`,
    );
    const saltJar =
      ellipse(
        jx + c.w * 0.03,
        jy,
        c.w * 0.17,
        c.h * 0.025,
        C.smokeDark,
        `opacity=".5" filter="${c.blur(c.w * 0.015)}"`,
      ) +
      `<g clip-path="${jarClip}">${rect(jx - c.w * 0.14, jy - c.h * 0.26, c.w * 0.28, c.h * 0.26, "#e9c6b4")}<g filter="${c.blur(0.8)}">${salt}</g>${rect(
        jx - c.w * 0.14,
        jy - c.h * 0.26,
        c.w * 0.28,
        c.h * 0.26,
        cylinderShade(c, 0.3, 0.2, 0.8, 0.35),
      )}</g>` +
      rect(
        jx - c.w * 0.15,
        jy - c.h * 0.32,
        c.w * 0.3,
        c.h * 0.065,
        c.linear(
          [
            [0, "#7a5514"],
            [0.35, "#e6bf62"],
            [1, "#9a6e1c"],
          ],
          [0, 0, 1, 0],
        ),
        `rx="8"`,
      ) +
      rect(
        jx - c.w * 0.11,
        jy - c.h * 0.22,
        c.w * 0.025,
        c.h * 0.18,
        C.white,
        `opacity=".3" rx="6"`,
      ) +
      rect(jx - c.w * 0.14, jy - c.h * 0.16, c.w * 0.28, c.h * 0.085, C.cream) +
      c.text("Sal de Chile", {
        x: jx,
        y: jy - c.h * 0.11,
        size: c.w * 0.028,
        fill: C.chiliDeep,
        weight: 700,
      }) +
      c.text("RAYADO AHUMADO", {
        x: jx,
        y: jy - c.h * 0.088,
        size: c.w * 0.014,
        fill: C.smoke,
        family: SANS,
        spacing: 2,
      });
    const lime = (x: number, y: number, r: number) =>
      ellipse(
        x + r * 0.1,
        y + r * 0.2,
        r * 1.05,
        r * 0.5,
        C.smokeDark,
        `opacity=".4" filter="${c.blur(r * 0.12)}"`,
      ) + citrusSlice(c, x, y, r, "#a7c65a", "#4f7a24");
    return (
      wall(c, tableTop, ["#8a5432", "#2a180e"]) +
      bokeh(c, 10, [0, 0, c.w, tableTop], [C.honeyPale, C.white]) +
      table(c, tableTop) +
      tumbler(
        c,
        c.w * 0.72,
        c.h * 0.72,
        c.w * 0.26,
        c.h * 0.3,
        ["#c9502f", "#f28a5a"],
        C.chiliBright,
      ) +
      saltJar +
      lime(c.w * 0.58, c.h * 0.88, c.w * 0.075) +
      lime(c.w * 0.82, c.h * 0.9, c.w * 0.065) +
      vignette(c)
    );
  },
};
