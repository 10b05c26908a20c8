/** The wide hero picture: two jars, a dipper and chilies on a dark table. */
import { bokeh, vignette } from "../backgrounds/lens-effects";
import { table } from "../backgrounds/wall-and-table";
import { chili, chiliPile } from "../elements/chili";
import { dipper } from "../elements/honey-dipper";
import { jar } from "../elements/jar";
import { C } from "../primitives/palette";
import { ellipse, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const heroScenes: Record<string, Scene> = {
  "hero-miel-picosa": (c) => {
    const tableTop = c.h * 0.6;
    return (
      rect(
        0,
        0,
        c.w,
        tableTop,
        c.linear(
          [
            [0, "#3a200f"],
            [1, "#120a05"],
          ],
          [0, 0, 1, 1],
        ),
      ) +
      ellipse(
        c.w * 0.66,
        c.h * 0.32,
        c.w * 0.45,
        c.h * 0.5,
        c.radial([
          [0, "#b8691f", 0.6],
          [1, "#b8691f", 0],
        ]),
      ) +
      bokeh(c, 14, [c.w * 0.3, 0, c.w, tableTop], [C.honeyLight, C.honeyPale, C.chiliBright]) +
      table(c, tableTop, ["#6f4626", "#1f120a"]) +
      jar(c, {
        cx: c.w * 0.55,
        baseY: c.h * 0.76,
        w: c.w * 0.13,
        h: c.h * 0.4,
        flakes: 40,
        lid: "black",
        label: { title: "Miel Picosa", subtitle: "chile rayado" },
      }) +
      jar(c, {
        cx: c.w * 0.71,
        baseY: c.h * 0.8,
        w: c.w * 0.16,
        h: c.h * 0.5,
        flakes: 55,
        lid: "gold",
        label: { title: "Miel Picosa", subtitle: "chile rayado ahumado", note: "Valle de Hidalgo" },
      }) +
      dipper(c, c.w * 0.95, c.h * 0.86, c.w * 0.14, -165, true) +
      chiliPile(c, c.w * 0.36, c.h * 0.78, c.w * 0.08, 7, c.w * 0.075) +
      chili(c, { x: c.w * 0.82, y: c.h * 0.9, length: c.w * 0.08, angle: -20 }) +
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear(
          [
            [0, "#000", 0.5],
            [0.45, "#000", 0.12],
            [1, "#000", 0],
          ],
          [0, 0, 1, 0],
        ),
      ) +
      vignette(c, 0.5)
    );
  },
};
