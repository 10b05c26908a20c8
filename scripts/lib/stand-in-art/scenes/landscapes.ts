/** Hidalgo outdoors: the geodesic dome greenhouses at sunset, and the sierra in mist. */
import { mist, ridge, treeline } from "../backgrounds/landscape";
import { vignette } from "../backgrounds/lens-effects";
import { dome } from "../elements/geodesic-dome";
import { circle, rect } from "../primitives/svg-shapes";
import { type Scene } from "./scene";

export const landscapeScenes: Record<string, Scene> = {
  "domos-geodesicos": (c) => {
    const horizon = c.h * 0.62;
    return (
      rect(
        0,
        0,
        c.w,
        horizon + 10,
        c.linear([
          [0, "#5b4a7a"],
          [0.45, "#e07a4a"],
          [0.8, "#f6c36a"],
          [1, "#fbe3a8"],
        ]),
      ) +
      circle(c.w * 0.72, horizon - c.h * 0.06, c.h * 0.07, "#fff3c8") +
      circle(
        c.w * 0.72,
        horizon - c.h * 0.06,
        c.h * 0.2,
        c.radial([
          [0, "#fff3c8", 0.7],
          [1, "#fff3c8", 0],
        ]),
      ) +
      ridge(c, horizon - c.h * 0.02, c.h * 0.1, 3, "#9a6a78", `opacity=".75"`) +
      ridge(c, horizon + c.h * 0.02, c.h * 0.07, 2, "#7a5560") +
      mist(c, horizon + c.h * 0.02, c.h * 0.08, 0.4) +
      rect(
        0,
        horizon,
        c.w,
        c.h - horizon,
        c.linear([
          [0, "#a5914a"],
          [0.4, "#7b7a36"],
          [1, "#3f4a1f"],
        ]),
      ) +
      treeline(c, horizon + c.h * 0.012, c.h * 0.004, 2, c.h * 0.009, "#55502c") +
      (() => {
        let rows = "";
        for (let i = 0; i < 9; i += 1) {
          const y = horizon + c.h * 0.05 * Math.pow(1.32, i);
          if (y < c.h) rows += rect(0, y, c.w, 1 + i * 0.8, "#2f3a17", `opacity=".3"`);
        }
        return rows;
      })() +
      dome(c, c.w * 0.2, horizon + c.h * 0.1, c.h * 0.17, "#f0b466") +
      dome(c, c.w * 0.78, horizon + c.h * 0.14, c.h * 0.22, "#f2bf6e") +
      dome(c, c.w * 0.48, horizon + c.h * 0.24, c.h * 0.33, "#eeaa5c") +
      vignette(c, 0.4)
    );
  },

  "sierra-hidalgo": (c) => {
    const layers: readonly [number, number, number, string][] = [
      [0.42, 0.12, 2, "#b9b3c4"],
      [0.5, 0.12, 3, "#8f9aa2"],
      [0.6, 0.13, 2, "#5f7a68"],
      [0.72, 0.12, 3, "#3f5f45"],
      [0.86, 0.1, 2, "#26402c"],
    ];
    const parts = [
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear([
          [0, "#8fb3cf"],
          [0.5, "#f1dcb3"],
          [1, "#f6c98a"],
        ]),
      ),
      circle(
        c.w * 0.3,
        c.h * 0.36,
        c.h * 0.25,
        c.radial([
          [0, "#fff6dc", 0.9],
          [1, "#fff6dc", 0],
        ]),
      ),
    ];
    layers.forEach(([y, amp, peaks, color], i) => {
      parts.push(
        i < 2
          ? ridge(c, c.h * y, c.h * amp, peaks, color)
          : treeline(c, c.h * y, c.h * amp, peaks, c.h * (0.004 + (i - 1) * 0.007), color),
      );
      parts.push(mist(c, c.h * (y + 0.04), c.h * 0.1, 0.55 - i * 0.08));
    });
    return parts.join("") + vignette(c, 0.35);
  },
};
