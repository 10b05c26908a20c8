/** Miel Picosa: the jar on a table, honey poured into it, and beside a cheese board. */
import { bokeh, vignette } from "../backgrounds/lens-effects";
import { table, wall } from "../backgrounds/wall-and-table";
import { cheeseWedge, pearSlice, walnut } from "../elements/cheese-board-food";
import { chili } from "../elements/chili";
import { dipper } from "../elements/honey-dipper";
import { jar, type JarOptions } from "../elements/jar";
import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { between } from "../primitives/random";
import { circle, ellipse, n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

/** Portrait honey jar on a table with window light. */
function honeyStill(c: Canvas, jars: JarOptions[], extras = "", tableTop = c.h * 0.62): string {
  return (
    wall(c, tableTop) +
    bokeh(c, 10, [0, 0, c.w, tableTop * 0.9], [C.honeyPale, C.honeyLight, C.white]) +
    table(c, tableTop) +
    jars.map((o) => jar(c, o)).join("") +
    extras +
    vignette(c)
  );
}

export const spicyHoneyJarScenes: Record<string, Scene> = {
  "miel-picosa-1": (c) =>
    honeyStill(
      c,
      [
        {
          cx: c.w * 0.5,
          baseY: c.h * 0.84,
          w: c.w * 0.5,
          h: c.h * 0.5,
          flakes: 90,
          lid: "gold",
          label: {
            title: "Miel Picosa",
            subtitle: "chile rayado ahumado",
            note: "Valle de Hidalgo",
          },
        },
      ],
      chili(c, { x: c.w * 0.12, y: c.h * 0.92, length: c.w * 0.28, angle: -12 }) +
        chili(c, { x: c.w * 0.72, y: c.h * 0.9, length: c.w * 0.24, angle: 8, flip: true }),
    ),

  "miel-picosa-2": (c) => {
    const tableTop = c.h * 0.7;
    const jarCx = c.w * 0.5;
    const mouthY = c.h * 0.62;
    const stream = `M${n(jarCx - c.w * 0.03)} ${n(c.h * 0.3)} C${n(jarCx - c.w * 0.02)} ${n(c.h * 0.42)} ${n(jarCx - c.w * 0.012)} ${n(c.h * 0.52)} ${n(jarCx - c.w * 0.01)} ${n(mouthY)} L${n(jarCx + c.w * 0.01)} ${n(mouthY)} C${n(jarCx + c.w * 0.012)} ${n(c.h * 0.52)} ${n(jarCx + c.w * 0.02)} ${n(c.h * 0.42)} ${n(jarCx + c.w * 0.04)} ${n(c.h * 0.3)}Z`;
    let flakes = "";
    for (let i = 0; i < 7; i += 1)
      flakes += circle(
        jarCx + between(c.rng, -c.w * 0.012, c.w * 0.012),
        between(c.rng, c.h * 0.33, mouthY - 10),
        between(c.rng, 2, 4.5),
        C.chiliDeep,
      );
    const spoonBowl = ellipse(
      c.w * 0.52,
      c.h * 0.27,
      c.w * 0.16,
      c.h * 0.045,
      c.linear([
        [0, "#d9a66b"],
        [1, "#7a4a26"],
      ]),
    );
    const spoonHoney = ellipse(
      c.w * 0.51,
      c.h * 0.265,
      c.w * 0.12,
      c.h * 0.03,
      c.linear([
        [0, C.honeyPale],
        [1, C.honey],
      ]),
    );
    const handle = `<path d="M${n(c.w * 0.66)} ${n(c.h * 0.26)} L${n(c.w * 1.05)} ${n(c.h * 0.12)} L${n(c.w * 1.05)} ${n(c.h * 0.15)} L${n(c.w * 0.67)} ${n(c.h * 0.285)}Z" fill="${c.linear(
      [
        [0, "#c8925a"],
        [1, "#6f4626"],
      ],
    )}"/>`;
    return (
      wall(c, tableTop, ["#6b3d1f", "#24140b"]) +
      bokeh(c, 12, [0, 0, c.w, tableTop], [C.honeyPale, C.honeyLight]) +
      table(c, tableTop) +
      jar(c, {
        cx: jarCx,
        baseY: c.h * 0.95,
        w: c.w * 0.56,
        h: c.h * 0.36,
        flakes: 70,
        lid: "none",
        label: { title: "Miel Picosa", subtitle: "chile rayado ahumado" },
      }) +
      `<path d="${stream}" fill="${c.linear(
        [
          [0, C.honeyLight],
          [1, C.honey],
        ],
        [0, 0, 1, 0],
      )}"/>` +
      flakes +
      rect(
        jarCx - c.w * 0.004,
        c.h * 0.32,
        c.w * 0.006,
        mouthY - c.h * 0.32,
        C.white,
        `opacity=".45"`,
      ) +
      handle +
      spoonBowl +
      spoonHoney +
      vignette(c)
    );
  },

  "miel-picosa-3": (c) => {
    const tableTop = c.h * 0.52;
    const board = rect(
      c.w * 0.05,
      c.h * 0.7,
      c.w * 1.1,
      c.h * 0.26,
      c.linear([
        [0, "#c99a62"],
        [1, "#8a5a36"],
      ]),
      `rx="${n(c.w * 0.04)}"`,
    );
    const extras =
      board +
      cheeseWedge(c, c.w * 0.12, c.h * 0.8, c.w * 0.28, -8, "#f2d47e", "#d4a24a") +
      cheeseWedge(c, c.w * 0.48, c.h * 0.86, c.w * 0.22, 12, "#f4ecd8", "#e0d3b4") +
      pearSlice(c, c.w * 0.58, c.h * 0.75, c.w * 0.2, -10) +
      pearSlice(c, c.w * 0.62, c.h * 0.79, c.w * 0.2, -4) +
      walnut(c, c.w * 0.85, c.h * 0.9, c.w * 0.05) +
      walnut(c, c.w * 0.93, c.h * 0.85, c.w * 0.045) +
      walnut(c, c.w * 0.38, c.h * 0.93, c.w * 0.045);
    return (
      wall(c, tableTop) +
      bokeh(c, 10, [0, 0, c.w, tableTop], [C.honeyPale, C.white]) +
      table(c, tableTop) +
      jar(c, {
        cx: c.w * 0.38,
        baseY: c.h * 0.74,
        w: c.w * 0.42,
        h: c.h * 0.4,
        flakes: 60,
        lid: "none",
        label: { title: "Miel Picosa", subtitle: "chile rayado ahumado" },
      }) +
      dipper(c, c.w * 0.62, c.h * 0.6, c.w * 0.45, -30) +
      extras +
      vignette(c)
    );
  },
};
