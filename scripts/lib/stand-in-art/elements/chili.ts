/** Dried striped chilies (chile rayado), alone or in a heap. */
import { type Canvas } from "../primitives/canvas";
import { C } from "../primitives/palette";
import { between, pick } from "../primitives/random";
import { n } from "../primitives/svg-shapes";

export interface ChiliOptions {
  x: number;
  y: number;
  length: number;
  angle: number;
  color?: string;
  /** Mirror the pod so it curves the other way. */
  flip?: boolean;
}

/** A dried striped chili, its stem at (x, y), pointing along `angle` degrees. */
export function chili(c: Canvas, o: ChiliOptions): string {
  const L = o.length;
  const W = L * 0.26;
  const color = o.color ?? pick(c.rng, [C.chiliDeep, "#8f1d14", "#9c2417", "#6e1510"]);
  const body = `M0 ${n(-W * 0.45)} C${n(L * 0.35)} ${n(-W * 0.62)} ${n(L * 0.78)} ${n(-W * 0.3)} ${n(L)} ${n(W * 0.18)} C${n(L * 0.74)} ${n(W * 0.36)} ${n(L * 0.3)} ${n(W * 0.58)} 0 ${n(W * 0.45)} C${n(-W * 0.16)} ${n(W * 0.2)} ${n(-W * 0.16)} ${n(-W * 0.2)} 0 ${n(-W * 0.45)}Z`;
  const parts = [
    `<path d="${body}" fill="${C.smokeDark}" opacity=".45" transform="translate(${n(W * 0.12)} ${n(W * 0.2)})" filter="${c.blur(W * 0.12)}"/>`,
    `<path d="${body}" fill="${color}"/>`,
    `<path d="${body}" fill="${c.linear([
      [0, C.white, 0.14],
      [0.45, C.white, 0],
      [1, "#000", 0.45],
    ])}"/>`,
  ];
  const stripes = 2 + Math.floor(c.rng() * 3);
  for (let i = 0; i < stripes; i += 1) {
    const sx = L * between(c.rng, 0.1, 0.78);
    const top = -W * 0.42 * (1 - sx / L) - W * 0.05;
    const bottom = W * 0.42 * (1 - sx / L) + W * 0.12;
    parts.push(
      `<path d="M${n(sx)} ${n(top * 0.9)} q ${n(W * 0.15)} ${n((bottom - top) * 0.5)} ${n(W * 0.05)} ${n((bottom - top) * 0.85)}" stroke="#e9c08c" stroke-width="${n(Math.max(0.8, W * 0.035))}" fill="none" opacity=".3" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<path d="M${n(L * 0.08)} ${n(-W * 0.3)} C${n(L * 0.35)} ${n(-W * 0.45)} ${n(L * 0.6)} ${n(-W * 0.3)} ${n(L * 0.78)} ${n(-W * 0.08)}" stroke="${C.white}" stroke-opacity=".22" stroke-width="${n(W * 0.07)}" fill="none" stroke-linecap="round"/>`,
    `<path d="M${n(-W * 0.05)} ${n(-W * 0.38)} Q${n(-W * 0.3)} 0 ${n(-W * 0.05)} ${n(W * 0.38)} L${n(W * 0.12)} 0Z" fill="#4b4a1e"/>`,
    `<path d="M${n(-W * 0.12)} 0 q ${n(-W * 0.4)} ${n(-W * 0.1)} ${n(-W * 0.55)} ${n(-W * 0.5)}" stroke="#5f5a2a" stroke-width="${n(W * 0.14)}" fill="none" stroke-linecap="round"/>`,
  );
  return `<g transform="translate(${n(o.x)} ${n(o.y)}) rotate(${n(o.angle)})${o.flip ? " scale(1 -1)" : ""}">${parts.join("")}</g>`;
}

/** A loose heap of chilies around a centre. */
export function chiliPile(
  c: Canvas,
  cx: number,
  cy: number,
  spread: number,
  count: number,
  length: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = spread * Math.sqrt(c.rng());
    const a = c.rng() * Math.PI * 2;
    parts.push(
      chili(c, {
        x: cx + r * Math.cos(a),
        y: cy + r * Math.sin(a) * 0.8,
        length: length * between(c.rng, 0.8, 1.15),
        angle: between(c.rng, 0, 360),
        flip: c.rng() > 0.5,
      }),
    );
  }
  return parts.join("");
}
