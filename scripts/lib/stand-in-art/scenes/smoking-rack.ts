/** Chilies drying on a smoking rack, rows receding into the smoke. */
import { vignette } from "../backgrounds/lens-effects";
import { chili } from "../elements/chili";
import { smokeWisp } from "../elements/smoke-wisp";
import { between } from "../primitives/random";
import { ellipse, n, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const smokingRackScenes: Record<string, Scene> = {
  "ahumado-artesanal": (c) => {
    const parts = [
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear([
          [0, "#2a170c"],
          [1, "#0d0704"],
        ]),
      ),
      ellipse(
        c.w * 0.7,
        c.h * 0.05,
        c.w * 0.6,
        c.h * 0.45,
        c.radial([
          [0, "#f0a852", 0.55],
          [1, "#f0a852", 0],
        ]),
      ),
    ];
    // Rows of the rack from far (small, blurred) to near.
    const rows: readonly [y: number, scale: number, blur: number][] = [
      [0.16, 0.3, 5],
      [0.3, 0.45, 3],
      [0.47, 0.7, 1.2],
      [0.68, 1, 0],
      [0.97, 1.4, 0],
    ];
    for (const [y, scale, blur] of rows) {
      const slat = c.h * 0.16 * scale;
      const top = c.h * y - slat / 2;
      const row = [
        rect(
          -10,
          top + slat * 0.25,
          c.w + 20,
          slat,
          "#000",
          `opacity=".5" filter="${c.blur(slat * 0.12)}"`,
        ),
        rect(
          -10,
          top,
          c.w + 20,
          slat,
          c.linear([
            [0, "#8c5f37"],
            [0.6, "#6a4326"],
            [1, "#3a2414"],
          ]),
          `rx="${n(slat * 0.06)}"`,
        ),
      ];
      const length = c.w * 0.13 * scale;
      for (
        let x = between(c.rng, -length * 0.3, 0);
        x < c.w + length * 0.3;
        x += length * between(c.rng, 0.5, 0.75)
      ) {
        const angle = between(c.rng, -35, 35) + (c.rng() > 0.5 ? 180 : 0);
        const start = angle > 90 ? x + length * 0.5 : x - length * 0.5;
        row.push(
          chili(c, {
            x: start,
            y: c.h * y + between(c.rng, -slat * 0.2, slat * 0.2),
            length: length * between(c.rng, 0.85, 1.1),
            angle,
            flip: c.rng() > 0.5,
          }),
        );
      }
      parts.push(blur ? `<g filter="${c.blur(blur)}">${row.join("")}</g>` : row.join(""));
      if (scale < 1)
        parts.push(
          ellipse(
            c.w * between(c.rng, 0.2, 0.8),
            top - slat * 0.6,
            c.w * 0.55,
            slat * 0.7,
            "#efe4d6",
            `opacity="${n((1 - scale) * 0.3)}" filter="${c.blur(slat * 0.4)}"`,
          ),
        );
    }
    for (let i = 0; i < 4; i += 1)
      parts.push(
        smokeWisp(
          c,
          c.w * (0.15 + i * 0.24 + between(c.rng, -0.05, 0.05)),
          c.h * 0.9,
          c.h * 0.9,
          c.w * 0.045,
        ),
      );
    parts.push(
      rect(
        0,
        0,
        c.w,
        c.h * 0.35,
        c.linear([
          [0, "#1a0f08", 0.6],
          [1, "#1a0f08", 0],
        ]),
      ),
    );
    parts.push(
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear(
          [
            [0, "#000", 0.4],
            [0.45, "#000", 0.05],
            [1, "#000", 0.1],
          ],
          [0, 0, 1, 0],
        ),
      ),
    );
    return parts.join("") + vignette(c, 0.55);
  },
};
