import { type Canvas } from "../primitives/canvas";
import { C, SANS } from "../primitives/palette";
import { cylinderShade } from "../primitives/shading";
import { ellipse, n, rect } from "../primitives/svg-shapes";

/** A dark glass bottle of hot sauce, base centred at (cx, baseY). */
export function sauceBottle(c: Canvas, cx: number, baseY: number, w: number, h: number): string {
  const x0 = cx - w / 2;
  const shoulder = baseY - h * 0.62;
  const neckW = w * 0.3;
  const neckTop = baseY - h * 0.9;
  const outline = `M${n(x0)} ${n(baseY - w * 0.1)} L${n(x0)} ${n(shoulder)} C${n(x0)} ${n(shoulder - h * 0.12)} ${n(cx - neckW / 2)} ${n(shoulder - h * 0.1)} ${n(cx - neckW / 2)} ${n(shoulder - h * 0.2)} L${n(cx - neckW / 2)} ${n(neckTop)} L${n(cx + neckW / 2)} ${n(neckTop)} L${n(cx + neckW / 2)} ${n(shoulder - h * 0.2)} C${n(cx + neckW / 2)} ${n(shoulder - h * 0.1)} ${n(x0 + w)} ${n(shoulder - h * 0.12)} ${n(x0 + w)} ${n(shoulder)} L${n(x0 + w)} ${n(baseY - w * 0.1)} Q${n(x0 + w)} ${n(baseY)} ${n(x0 + w - w * 0.1)} ${n(baseY)} L${n(x0 + w * 0.1)} ${n(baseY)} Q${n(x0)} ${n(baseY)} ${n(x0)} ${n(baseY - w * 0.1)}Z`;
  const parts = [
    ellipse(
      cx + w * 0.12,
      baseY,
      w * 0.65,
      w * 0.08,
      C.smokeDark,
      `opacity=".55" filter="${c.blur(w * 0.04)}"`,
    ),
    `<path d="${outline}" fill="${c.linear(
      [
        [0, C.chiliDark],
        [0.3, C.chili],
        [0.6, C.chiliDeep],
        [1, "#2a0605"],
      ],
      [0, 0, 1, 0],
    )}"/>`,
    `<path d="${outline}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="${n(w * 0.015)}"/>`,
    rect(
      cx - neckW * 0.62,
      neckTop - h * 0.1,
      neckW * 1.24,
      h * 0.11,
      c.linear(
        [
          [0, "#120b08"],
          [0.4, "#4a3a30"],
          [1, "#0e0806"],
        ],
        [0, 0, 1, 0],
      ),
      `rx="${n(w * 0.03)}"`,
    ),
  ];
  const ly = baseY - h * 0.5;
  const lh = h * 0.36;
  parts.push(rect(x0, ly, w, lh, C.cream));
  parts.push(rect(x0, ly, w, lh, cylinderShade(c, 0.4, 0.25, 0.75, 0.5)));
  parts.push(rect(x0, ly + lh * 0.05, w, lh * 0.06, C.chili));
  parts.push(rect(x0, ly + lh * 0.89, w, lh * 0.06, C.chili));
  parts.push(
    c.text("Salsa", { x: cx, y: ly + lh * 0.42, size: w * 0.2, fill: C.chiliDeep, weight: 700 }),
  );
  parts.push(
    c.text("CHILE RAYADO", {
      x: cx,
      y: ly + lh * 0.62,
      size: w * 0.085,
      fill: C.smoke,
      family: SANS,
      spacing: w * 0.01,
    }),
  );
  parts.push(
    c.text("ahumado", { x: cx, y: ly + lh * 0.8, size: w * 0.1, fill: C.smoke, style: "italic" }),
  );
  parts.push(
    rect(
      x0 + w * 0.1,
      shoulder - h * 0.05,
      w * 0.06,
      h * 0.55,
      C.white,
      `opacity=".22" rx="${n(w * 0.03)}"`,
    ),
  );
  return parts.join("");
}
