/** The hot sauce bottle with chilies and tacos. */
import { bokeh, vignette } from "../backgrounds/lens-effects";
import { table, wall } from "../backgrounds/wall-and-table";
import { chili } from "../elements/chili";
import { sauceBottle } from "../elements/sauce-bottle";
import { C } from "../primitives/palette";
import { n } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const hotSauceScenes: Record<string, Scene> = {
  "salsa-chile-rayado": (c) => {
    const tableTop = c.h * 0.6;
    let tacos = "";
    for (let i = 0; i < 3; i += 1) {
      const tx = c.w * (0.18 + i * 0.13);
      const ty = c.h * (0.86 + (i % 2) * 0.04);
      tacos += `<g transform="translate(${n(tx)} ${n(ty)}) rotate(${n(-8 + i * 6)})"><path d="M${n(-c.w * 0.13)} 0 A${n(c.w * 0.13)} ${n(c.w * 0.1)} 0 0 1 ${n(c.w * 0.13)} 0Z" fill="#e8c483"/><path d="M${n(-c.w * 0.11)} ${n(-c.w * 0.005)} Q0 ${n(-c.w * 0.07)} ${n(c.w * 0.11)} ${n(-c.w * 0.005)}" stroke="#7a3b1c" stroke-width="${n(c.w * 0.03)}" fill="none"/><path d="M${n(-c.w * 0.09)} ${n(-c.w * 0.03)} q ${n(c.w * 0.09)} ${n(-c.w * 0.04)} ${n(c.w * 0.18)} 0" stroke="#6e9a3a" stroke-width="${n(c.w * 0.015)}" fill="none" stroke-dasharray="6 5"/><path d="M${n(-c.w * 0.13)} 0 A${n(c.w * 0.13)} ${n(c.w * 0.1)} 0 0 1 ${n(c.w * 0.13)} 0" stroke="#c99a52" stroke-width="${n(c.w * 0.01)}" fill="none"/></g>`;
    }
    return (
      wall(c, tableTop, ["#6b3a1f", "#1f120a"]) +
      bokeh(c, 8, [0, 0, c.w, tableTop], [C.honeyLight, C.chiliBright]) +
      table(c, tableTop) +
      sauceBottle(c, c.w * 0.64, c.h * 0.8, c.w * 0.3, c.h * 0.58) +
      chili(c, { x: c.w * 0.84, y: c.h * 0.86, length: c.w * 0.2, angle: 60 }) +
      chili(c, { x: c.w * 0.72, y: c.h * 0.93, length: c.w * 0.22, angle: 5, flip: true }) +
      tacos +
      vignette(c)
    );
  },
};
