/** Lote Limitado: the sealed jar in the dark, and its numbered kraft label. */
import { vignette } from "../backgrounds/lens-effects";
import { chili } from "../elements/chili";
import { jar } from "../elements/jar";
import { waxSeal } from "../elements/wax-seal";
import { C, DARK_AMBER, SANS } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { circle, ellipse, n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const limitedBatchScenes: Record<string, Scene> = {
  "lote-limitado-1": (c) => {
    const tableTop = c.h * 0.66;
    return (
      rect(0, 0, c.w, c.h, "#140c08") +
      ellipse(
        c.w * 0.5,
        c.h * 0.45,
        c.w * 0.75,
        c.h * 0.5,
        c.radial([
          [0, "#5a3117", 0.9],
          [1, "#140c08", 0],
        ]),
      ) +
      rect(
        0,
        tableTop,
        c.w,
        c.h - tableTop,
        c.linear([
          [0, "#3a2214"],
          [1, "#0f0805"],
        ]),
      ) +
      ellipse(
        c.w * 0.5,
        tableTop + c.h * 0.12,
        c.w * 0.5,
        c.h * 0.1,
        C.honey,
        `opacity=".18" filter="${c.blur(c.w * 0.05)}"`,
      ) +
      jar(c, {
        cx: c.w * 0.5,
        baseY: c.h * 0.86,
        w: c.w * 0.48,
        h: c.h * 0.52,
        honey: DARK_AMBER,
        flakes: 110,
        lid: "black",
        seal: true,
        label: {
          title: "Lote Limitado",
          subtitle: "mezquite · doble ahumado",
          note: "N.º 027 / 150",
          paper: "kraft",
        },
      }) +
      chili(c, { x: c.w * 0.1, y: c.h * 0.93, length: c.w * 0.22, angle: -8, color: C.chiliDark }) +
      vignette(c, 0.6)
    );
  },

  "lote-limitado-2": (c) => {
    const lx = c.w * 0.1;
    const ly = c.h * 0.3;
    const lw = c.w * 0.8;
    const lh = c.h * 0.42;
    let fibres = "";
    for (let i = 0; i < 120; i += 1) {
      const x = lx + c.rng() * lw;
      const y = ly + c.rng() * lh;
      fibres += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + between(c.rng, 4, 16))}" y2="${n(y + between(c.rng, -2, 2))}" stroke="${C.kraftDark}" stroke-width="1.2" opacity=".5"/>`;
    }
    const twine = (offset: number) =>
      `<path d="M${n(-c.w * 0.05)} ${n(c.h * 0.18 + offset)} C${n(c.w * 0.3)} ${n(c.h * 0.26 + offset)} ${n(c.w * 0.55)} ${n(c.h * 0.2 + offset)} ${n(c.w * 1.05)} ${n(c.h * 0.28 + offset)}" stroke="#d8c39a" stroke-width="${n(c.w * 0.012)}" fill="none" stroke-dasharray="${n(c.w * 0.014)} ${n(c.w * 0.006)}"/>`;
    return (
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear(
          [
            [0, DARK_AMBER[1]],
            [0.5, DARK_AMBER[0]],
            [1, "#2a1204"],
          ],
          [0, 0, 1, 1],
        ),
      ) +
      ellipse(
        c.w * 0.3,
        c.h * 0.2,
        c.w * 0.4,
        c.h * 0.3,
        C.honey,
        `opacity=".35" filter="${c.blur(c.w * 0.08)}"`,
      ) +
      (() => {
        let flakes = "";
        for (let i = 0; i < 50; i += 1)
          flakes += circle(
            c.rng() * c.w,
            c.rng() * c.h,
            between(c.rng, 3, 9),
            pick(c.rng, [C.chiliDeep, C.chiliDark]),
            `opacity=".8" filter="${c.blur(2)}"`,
          );
        return flakes;
      })() +
      rect(
        lx + c.w * 0.02,
        ly + c.h * 0.02,
        lw,
        lh,
        "#000",
        `opacity=".45" filter="${c.blur(c.w * 0.025)}"`,
      ) +
      rect(
        lx,
        ly,
        lw,
        lh,
        c.linear([
          [0, "#d7b07a"],
          [1, C.kraft],
        ]),
        `rx="6"`,
      ) +
      fibres +
      rect(
        lx + lw * 0.05,
        ly + lh * 0.06,
        lw * 0.9,
        lh * 0.88,
        "none",
        `stroke="${C.smoke}" stroke-width="2" opacity=".5" rx="4"`,
      ) +
      c.text("LOTE LIMITADO", {
        x: c.w * 0.5,
        y: ly + lh * 0.2,
        size: c.w * 0.045,
        fill: C.smoke,
        family: SANS,
        spacing: c.w * 0.01,
      }) +
      c.text("Miel de Mezquite", {
        x: c.w * 0.5,
        y: ly + lh * 0.34,
        size: c.w * 0.06,
        fill: C.chiliDeep,
        weight: 700,
      }) +
      `<line x1="${n(lx + lw * 0.2)}" y1="${n(ly + lh * 0.42)}" x2="${n(lx + lw * 0.8)}" y2="${n(ly + lh * 0.42)}" stroke="${C.smoke}" opacity=".4" stroke-width="2"/>` +
      c.text("N.º 027", {
        x: c.w * 0.5,
        y: ly + lh * 0.66,
        size: c.w * 0.13,
        fill: "#2b1a10",
        style: "italic",
      }) +
      c.text("de 150 frascos · cosecha 2025", {
        x: c.w * 0.5,
        y: ly + lh * 0.84,
        size: c.w * 0.035,
        fill: C.smoke,
        style: "italic",
      }) +
      `<path d="M${n(lx + lw * 0.2)} ${n(ly + lh * 0.71)} q ${n(lw * 0.3)} ${n(lh * 0.04)} ${n(lw * 0.6)} ${n(-lh * 0.01)}" stroke="#2b1a10" stroke-width="2.5" fill="none" opacity=".6"/>` +
      twine(0) +
      twine(c.h * 0.02) +
      waxSeal(c, c.w * 0.78, c.h * 0.24, c.w * 0.07, `stroke="${C.chiliDark}" stroke-width="3"`) +
      vignette(c, 0.5)
    );
  },
};
