/** The logo: a honey hexagon with a chili drop, and the brand name. */
import { business } from "../../../../app/content/business";
import { C, SANS } from "../primitives/palette";
import { hexPoints, n, polygon } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const logoScenes: Record<string, Scene> = {
  logo: (c) => {
    const [first, ...rest] = business.brandName.split(" ");
    const line1 = business.brandName.startsWith(business.shortName)
      ? business.shortName
      : (first ?? business.brandName);
    const line2 = business.brandName.startsWith(business.shortName)
      ? business.brandName.slice(business.shortName.length).trim()
      : rest.join(" ");
    const s = c.h * 0.42;
    const hx = s * 1.05;
    const hy = c.h / 2;
    const drop = `M${n(hx)} ${n(hy - s * 0.58)} C${n(hx + s * 0.3)} ${n(hy - s * 0.2)} ${n(hx + s * 0.44)} ${n(hy)} ${n(hx + s * 0.44)} ${n(hy + s * 0.18)} A${n(s * 0.44)} ${n(s * 0.44)} 0 0 1 ${n(hx - s * 0.44)} ${n(hy + s * 0.18)} C${n(hx - s * 0.44)} ${n(hy)} ${n(hx - s * 0.3)} ${n(hy - s * 0.2)} ${n(hx)} ${n(hy - s * 0.58)}Z`;
    const textX = hx + s * 1.15;
    const available = c.w - textX - 4;
    const size1 = Math.min(c.h * 0.3, available / (line1.length * 0.62));
    const size2 = Math.min(c.h * 0.15, available / (Math.max(1, line2.length) * 0.95));
    return (
      polygon(
        hexPoints(hx, hy, s * 1.02),
        c.linear([
          [0, C.honeyLight],
          [1, C.honey],
        ]),
      ) +
      polygon(
        hexPoints(hx, hy, s * 1.02),
        "none",
        `stroke="${C.honeyDeep}" stroke-width="3" stroke-linejoin="round"`,
      ) +
      `<path d="${drop}" fill="${C.chili}"/>` +
      `<path d="M${n(hx - s * 0.16)} ${n(hy + s * 0.05)} q ${n(-s * 0.08)} ${n(s * 0.22)} ${n(s * 0.08)} ${n(s * 0.32)}" stroke="#fff" stroke-opacity=".6" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      c.text(line1, {
        x: textX,
        y: c.h * (line2 ? 0.52 : 0.6),
        size: size1,
        fill: C.chiliDeep,
        weight: 700,
        anchor: "start",
      }) +
      (line2
        ? c.text(line2.toUpperCase(), {
            x: textX + 1,
            y: c.h * 0.74,
            size: size2,
            fill: C.honeyDeep,
            family: SANS,
            weight: 700,
            anchor: "start",
            spacing: size2 * 0.18,
          })
        : "")
    );
  },
};
