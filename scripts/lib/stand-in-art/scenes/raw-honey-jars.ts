/** Miel Cruda: the jar before a meadow, and beside a piece of honeycomb. */
import { forest } from "../backgrounds/landscape";
import { bokeh, vignette } from "../backgrounds/lens-effects";
import { table, wall } from "../backgrounds/wall-and-table";
import { dipper } from "../elements/honey-dipper";
import { honeycomb } from "../elements/honeycomb";
import { jar } from "../elements/jar";
import { C, RAW_GOLD } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { circle, ellipse, n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const rawHoneyJarScenes: Record<string, Scene> = {
  "miel-cruda-1": (c) => {
    const tableTop = c.h * 0.66;
    let flowers = "";
    for (let i = 0; i < 40; i += 1) {
      flowers += circle(
        between(c.rng, 0, c.w),
        between(c.rng, tableTop * 0.35, tableTop),
        between(c.rng, 6, 16),
        pick(c.rng, ["#f7e08a", "#fff4c8", "#e9b949", "#f3f0e0"]),
        `opacity=".75"`,
      );
    }
    return (
      rect(
        0,
        0,
        c.w,
        tableTop,
        c.linear([
          [0, "#f2e2b6"],
          [0.5, "#c9b873"],
          [1, "#6f7f3a"],
        ]),
      ) +
      `<g filter="${c.blur(c.w * 0.02)}">${flowers}${forest(c, tableTop * 0.7, tableTop * 0.3, c.w * 0.03, "#5a6b2c", 30)}</g>` +
      table(c, tableTop, ["#c79a66", "#6f4626"]) +
      jar(c, {
        cx: c.w * 0.5,
        baseY: c.h * 0.86,
        w: c.w * 0.5,
        h: c.h * 0.5,
        honey: RAW_GOLD,
        cloudy: true,
        lid: "wood",
        label: {
          title: "Miel Cruda",
          subtitle: "Valle de Hidalgo",
          note: "multifloral",
          paper: "kraft",
        },
      }) +
      vignette(c, 0.35)
    );
  },

  "miel-cruda-2": (c) => {
    const tableTop = c.h * 0.55;
    const combShape = `<path d="M${n(c.w * 0.05)} ${n(c.h * 0.72)} L${n(c.w * 0.5)} ${n(c.h * 0.66)} L${n(c.w * 0.62)} ${n(c.h * 0.8)} L${n(c.w * 0.55)} ${n(c.h * 0.96)} L${n(c.w * 0.02)} ${n(c.h * 0.97)}Z"/>`;
    return (
      wall(c, tableTop, ["#8a5a2f", "#3a2212"]) +
      bokeh(c, 9, [0, 0, c.w, tableTop], [C.honeyPale, C.white]) +
      table(c, tableTop, ["#c79a66", "#6f4626"]) +
      jar(c, {
        cx: c.w * 0.66,
        baseY: c.h * 0.76,
        w: c.w * 0.42,
        h: c.h * 0.42,
        honey: RAW_GOLD,
        cloudy: true,
        lid: "none",
        label: { title: "Miel Cruda", subtitle: "Valle de Hidalgo", paper: "kraft" },
      }) +
      ellipse(
        c.w * 0.32,
        c.h * 0.96,
        c.w * 0.32,
        c.h * 0.03,
        C.smokeDark,
        `opacity=".5" filter="${c.blur(c.w * 0.02)}"`,
      ) +
      honeycomb(c, combShape, [0, c.h * 0.6, c.w * 0.7, c.h], c.w * 0.035) +
      dipper(c, c.w * 0.98, c.h * 0.93, c.w * 0.42, -160, true) +
      vignette(c)
    );
  },
};
