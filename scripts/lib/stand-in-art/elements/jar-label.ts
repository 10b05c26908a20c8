import { type Canvas } from "../primitives/canvas";
import { C, SANS } from "../primitives/palette";
import { cylinderShade } from "../primitives/shading";
import { circle, hexPoints, n, polygon, rect } from "../primitives/svg-shapes";
import { type JarBox } from "./jar";

export interface JarLabel {
  title: string;
  subtitle?: string;
  note?: string;
  paper?: "cream" | "kraft" | "black";
}

/**
 * The paper label wrapped round the jar's body (`bodyShape`, which clips it),
 * with a hexagon mark, the title and optional subtitle and note.
 */
export function jarLabel(
  c: Canvas,
  { cx, baseY, w, h }: JarBox,
  label: JarLabel,
  bodyShape: string,
): string {
  const x0 = cx - w / 2;
  const paper = { cream: C.cream, kraft: C.kraft, black: "#1d1410" }[label.paper ?? "cream"];
  const ink = label.paper === "black" ? C.honeyLight : C.chiliDeep;
  const soft = label.paper === "black" ? "#e9d6b0" : C.smoke;
  const ly = baseY - h * 0.6;
  const lh = h * 0.33;
  const labelClip = c.clip(bodyShape);
  const parts = [
    `<g clip-path="${labelClip}">${rect(x0, ly, w, lh, paper)}${rect(
      x0,
      ly,
      w,
      lh,
      cylinderShade(c, 0.38, 0.22, 0.75, 0.5),
    )}</g>`,
    rect(
      x0 + w * 0.12,
      ly + lh * 0.08,
      w * 0.76,
      lh * 0.84,
      "none",
      `stroke="${ink}" stroke-width="${n(Math.max(1, w * 0.006))}" opacity=".55" rx="${n(w * 0.02)}"`,
    ),
    polygon(
      hexPoints(cx, ly + lh * 0.2, w * 0.045),
      "none",
      `stroke="${ink}" stroke-width="${n(Math.max(1, w * 0.008))}"`,
    ),
    circle(cx, ly + lh * 0.2, w * 0.016, C.chiliBright),
  ];
  const titleSize = Math.min(w * 0.11, lh * 0.2, (w * 0.66) / (label.title.length * 0.56));
  parts.push(
    c.text(label.title, { x: cx, y: ly + lh * 0.52, size: titleSize, fill: ink, weight: 700 }),
  );
  if (label.subtitle) {
    parts.push(
      c.text(label.subtitle.toUpperCase(), {
        x: cx,
        y: ly + lh * 0.7,
        size: Math.min(w * 0.048, lh * 0.09, (w * 0.6) / (label.subtitle.length * 0.72)),
        fill: soft,
        family: SANS,
        spacing: w * 0.005,
      }),
    );
  }
  if (label.note) {
    parts.push(
      c.text(label.note, {
        x: cx,
        y: ly + lh * 0.86,
        size: Math.min(w * 0.058, lh * 0.11),
        fill: soft,
        style: "italic",
      }),
    );
  }
  return parts.join("");
}
