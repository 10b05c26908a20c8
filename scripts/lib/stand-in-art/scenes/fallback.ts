import { business } from "../../../../app/content/business";
import { vignette } from "../backgrounds/lens-effects";
import { honeycomb } from "../elements/honeycomb";
import { jar } from "../elements/jar";
import { C } from "../primitives/palette";
import { rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

/** A plain stand-in for a name without its own scene: honeycomb and a jar. */
export const fallbackScene: Scene = (c, image) => {
  const size = Math.min(c.w, c.h);
  return (
    rect(
      0,
      0,
      c.w,
      c.h,
      c.linear(
        [
          [0, C.honeyLight],
          [1, C.honeyDeep],
        ],
        [0, 0, 1, 1],
      ),
    ) +
    `<g filter="${c.blur(size * 0.008)}">${honeycomb(c, rect(0, 0, c.w, c.h, "#000"), [0, 0, c.w, c.h], size * 0.06)}</g>` +
    rect(0, 0, c.w, c.h, "#000", `opacity=".35"`) +
    jar(c, {
      cx: c.w / 2,
      baseY: c.h * 0.85,
      w: size * 0.4,
      h: size * 0.6,
      flakes: 40,
      label: { title: business.shortName, subtitle: image.name.replaceAll("-", " ") },
    }) +
    vignette(c)
  );
};
