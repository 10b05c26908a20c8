/** The pairing box: three jars in straw with a pairing card. */
import { vignette } from "../backgrounds/lens-effects";
import { table, wall } from "../backgrounds/wall-and-table";
import { jar } from "../elements/jar";
import { C, SANS } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { circle, ellipse, hexPoints, n, polygon, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const pairingBoxScenes: Record<string, Scene> = {
  "caja-maridaje": (c) => {
    const boxTop = c.h * 0.62;
    const boxBottom = c.h * 0.92;
    const x0 = c.w * 0.1;
    const x1 = c.w * 0.9;
    let straw = "";
    for (let i = 0; i < 60; i += 1) {
      const x = between(c.rng, x0, x1);
      const y = between(c.rng, boxTop - c.h * 0.035, boxTop + c.h * 0.02);
      const len = between(c.rng, c.w * 0.03, c.w * 0.08);
      const a = between(c.rng, -0.6, 0.6);
      straw += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + len * Math.cos(a))}" y2="${n(y + len * Math.sin(a))}" stroke="${pick(c.rng, ["#e8cf86", "#d4b062", "#f1dea0"])}" stroke-width="2.5" stroke-linecap="round"/>`;
    }
    const card = `<g transform="rotate(-8 ${n(c.w * 0.8)} ${n(c.h * 0.4)})">${rect(c.w * 0.68, c.h * 0.3, c.w * 0.22, c.h * 0.28, C.cream, `rx="4"`)}${c.text("Maridajes", { x: c.w * 0.79, y: c.h * 0.36, size: c.w * 0.028, fill: C.chiliDeep, weight: 700 })}${[0.4, 0.435, 0.47, 0.505].map((y) => rect(c.w * 0.71, c.h * y, c.w * 0.16, 3, C.smoke, `opacity=".35"`)).join("")}</g>`;
    return (
      wall(c, c.h * 0.6, ["#9a6a40", "#3a2212"]) +
      table(c, c.h * 0.6) +
      ellipse(
        c.w * 0.53,
        boxBottom,
        c.w * 0.46,
        c.h * 0.035,
        C.smokeDark,
        `opacity=".6" filter="${c.blur(c.w * 0.02)}"`,
      ) +
      polygon(
        [
          [x0, boxTop],
          [x0 + c.w * 0.05, c.h * 0.44],
          [x1 - c.w * 0.05, c.h * 0.44],
          [x1, boxTop],
        ],
        "#a77c4a",
      ) +
      polygon(
        [
          [x0, boxTop],
          [x0 - c.w * 0.08, c.h * 0.5],
          [x0 + c.w * 0.05, c.h * 0.44],
        ],
        "#b98d58",
      ) +
      card +
      jar(c, {
        cx: c.w * 0.27,
        baseY: c.h * 0.76,
        w: c.w * 0.21,
        h: c.h * 0.44,
        flakes: 25,
        lid: "gold",
        label: { title: "Miel Picosa", subtitle: "chile rayado" },
      }) +
      jar(c, {
        cx: c.w * 0.5,
        baseY: c.h * 0.76,
        w: c.w * 0.19,
        h: c.h * 0.38,
        honey: [C.chiliDark, C.chiliDeep, C.chili],
        lid: "black",
        label: { title: "Chile Rayado", subtitle: "molido" },
      }) +
      jar(c, {
        cx: c.w * 0.71,
        baseY: c.h * 0.76,
        w: c.w * 0.19,
        h: c.h * 0.35,
        honey: ["#c98a78", "#e9c6b4", "#f8ece4"],
        lid: "wood",
        label: { title: "Sal de Chile", subtitle: "rayado" },
      }) +
      straw +
      rect(
        x0,
        boxTop,
        x1 - x0,
        boxBottom - boxTop,
        c.linear([
          [0, "#c99a62"],
          [1, "#9c6e3e"],
        ]),
      ) +
      rect(x0, boxTop, x1 - x0, c.h * 0.015, "#7a5530", `opacity=".6"`) +
      c.text("CAJA DE MARIDAJE", {
        x: c.w * 0.5,
        y: c.h * 0.75,
        size: c.w * 0.042,
        fill: "#4a2c14",
        family: SANS,
        weight: 700,
        spacing: c.w * 0.008,
      }) +
      polygon(
        hexPoints(c.w * 0.5, c.h * 0.83, c.w * 0.032),
        "none",
        `stroke="#4a2c14" stroke-width="3"`,
      ) +
      circle(c.w * 0.5, c.h * 0.83, c.w * 0.011, C.chili) +
      vignette(c, 0.4)
    );
  },
};
