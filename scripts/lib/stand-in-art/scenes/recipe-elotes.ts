/** Recipe: corn cobs on the grill, topped with cream, cheese and chili. */
import { vignette } from "../backgrounds/lens-effects";
import { citrusSlice } from "../elements/citrus-slice";
import { C } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { circle, ellipse, n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const elotesRecipeScenes: Record<string, Scene> = {
  "receta-elotes-chile-rayado": (c) => {
    const parts = [rect(0, 0, c.w, c.h, "#1a100b")];
    parts.push(
      rect(
        0,
        0,
        c.w,
        c.h,
        c.radial(
          [
            [0, "#e0632a", 0.6],
            [0.6, "#8a2a10", 0.25],
            [1, "#000", 0],
          ],
          { cy: 0.6, r: 0.7 },
        ),
      ),
    );
    for (let i = 0; i < 25; i += 1)
      parts.push(
        circle(
          c.rng() * c.w,
          c.rng() * c.h,
          between(c.rng, 4, 14),
          pick(c.rng, ["#ff8a3a", "#e0522a", "#3a1a10"]),
          `opacity="${n(between(c.rng, 0.25, 0.6))}" filter="${c.blur(4)}"`,
        ),
      );
    for (let i = 0; i < 13; i += 1)
      parts.push(
        rect(
          0,
          c.h * (0.04 + i * 0.075),
          c.w,
          c.h * 0.018,
          c.linear([
            [0, "#5a5554"],
            [0.5, "#2a2626"],
            [1, "#111"],
          ]),
        ),
      );
    const cob = (x: number, y: number, angle: number) => {
      const L = c.w * 0.5;
      const R = c.h * 0.085;
      const id = c.clip(
        `<rect x="0" y="${n(-R)}" width="${n(L)}" height="${n(R * 2)}" rx="${n(R)}"/>`,
      );
      const kernels: string[] = [];
      for (let kx = R * 0.2; kx < L; kx += R * 0.4) {
        for (let ky = -R; ky < R; ky += R * 0.38) {
          kernels.push(
            rect(
              kx,
              ky,
              R * 0.36,
              R * 0.34,
              pick(c.rng, ["#f2c446", "#efbe40", "#f5cb52"]),
              `rx="${n(R * 0.12)}"`,
            ),
          );
        }
      }
      const char: string[] = [];
      for (let k = 0; k < 9; k += 1)
        char.push(
          ellipse(
            between(c.rng, 0, L),
            between(c.rng, -R, R),
            R * between(c.rng, 0.15, 0.35),
            R * 0.15,
            "#4a2a10",
            `opacity=".65"`,
          ),
        );
      const topping: string[] = [];
      topping.push(
        `<path d="M${n(R * 0.4)} ${n(-R * 0.3)} ${Array.from({ length: 10 }, (_, k) => `Q ${n(R * 0.4 + (k + 0.5) * L * 0.085)} ${n(k % 2 ? -R * 0.7 : R * 0.1)} ${n(R * 0.4 + (k + 1) * L * 0.085)} ${n(-R * 0.3)}`).join(" ")}" stroke="#fbf6ea" stroke-width="${n(R * 0.16)}" fill="none" stroke-linecap="round"/>`,
      );
      for (let k = 0; k < 40; k += 1)
        topping.push(
          circle(
            between(c.rng, R * 0.3, L - R * 0.3),
            between(c.rng, -R * 0.8, R * 0.4),
            between(c.rng, 2, 5),
            "#f8f3e6",
          ),
        );
      for (let k = 0; k < 50; k += 1)
        topping.push(
          circle(
            between(c.rng, R * 0.3, L - R * 0.3),
            between(c.rng, -R * 0.8, R * 0.5),
            between(c.rng, 1.2, 3),
            pick(c.rng, [C.chili, C.chiliBright, "#d0622e"]),
          ),
        );
      return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${rect(0, -R + R * 0.25, L, R * 2, "#000", `opacity=".5" rx="${n(R)}" filter="${c.blur(R * 0.2)}"`)}<g clip-path="${id}">${rect(0, -R, L, R * 2, "#e2ad34")}<g filter="${c.blur(R * 0.03)}">${kernels.join("")}</g>${char.join("")}${rect(
        0,
        -R,
        L,
        R * 2,
        c.linear([
          [0, C.white, 0.25],
          [0.4, C.white, 0],
          [1, "#000", 0.45],
        ]),
      )}</g>${topping.join("")}<path d="M${n(L * 0.98)} ${n(-R * 0.5)} q ${n(R * 1.2)} ${n(R * 0.2)} ${n(R * 1.6)} ${n(-R * 0.1)} M${n(L * 0.98)} ${n(R * 0.4)} q ${n(R)} ${n(R * 0.5)} ${n(R * 1.7)} ${n(R * 0.6)}" stroke="#d8c08a" stroke-width="${n(R * 0.35)}" fill="none" stroke-linecap="round"/></g>`;
    };
    parts.push(
      cob(c.w * 0.14, c.h * 0.26, 8),
      cob(c.w * 0.2, c.h * 0.5, 4),
      cob(c.w * 0.12, c.h * 0.76, -3),
    );
    parts.push(citrusSlice(c, c.w * 0.88, c.h * 0.2, c.w * 0.05, "#a7c65a", "#4f7a24"));
    return parts.join("") + vignette(c, 0.5);
  },
};
