/**
 * Illustrated stand-ins for the original site's sample photos, which we lack: one
 * SVG scene per entry of `sampleImages`, drawn from simple shapes in the
 * brand's colours (honey ambers, chili reds, smoky browns, dome and hexagon
 * geometry). Deterministic: the same name always draws the same picture.
 * Used by scripts/generate-images.ts, which turns the SVG into WebP.
 */
import { business } from "../../app/content/business";
import { type SampleImage } from "../../app/content/sample-images";

// ---------------------------------------------------------------- palette --

const C = {
  honeyPale: "#f9d77e",
  honeyLight: "#f4b942",
  honey: "#e0901f",
  honeyDeep: "#a8560f",
  amberDark: "#5e2a08",
  chili: "#b3261e",
  chiliBright: "#cf3a24",
  chiliDeep: "#7c1611",
  chiliDark: "#4a0c09",
  smoke: "#3a2418",
  smokeDark: "#1f130c",
  wood: "#8a5a36",
  woodLight: "#b07a4c",
  woodDark: "#5a3820",
  cream: "#f6ead2",
  kraft: "#c9a06a",
  kraftDark: "#9c7646",
  leaf: "#6d8a3a",
  lime: "#7aa83a",
  white: "#ffffff",
} as const;

const SERIF = "Georgia, 'DejaVu Serif', 'Liberation Serif', serif";
const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

// ------------------------------------------------------------- utilities --

type Rng = () => number;

/** A small seeded generator (mulberry32), seeded from a string. */
function makeRng(seedText: string): Rng {
  let seed = 2166136261;
  for (const char of seedText) {
    seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number written short, to keep the SVG small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function between(rng: Rng, min: number, max: number): number {
  return min + rng() * (max - min);
}

function pick<T>(rng: Rng, items: readonly [T, ...T[]]): T {
  return items[Math.floor(rng() * items.length)] ?? items[0];
}

function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

type Stop = readonly [offset: number, color: string, opacity?: number];

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  family?: string;
  weight?: number | string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  style?: "italic" | "normal";
  opacity?: number;
}

/** One picture being drawn: its size, random source and shared defs. */
class Canvas {
  private readonly defs: string[] = [];
  private readonly blurs = new Map<string, string>();
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {}

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([offset, color, opacity]) =>
          `<stop offset="${offset}" stop-color="${color}"${
            opacity === undefined ? "" : ` stop-opacity="${opacity}"`
          }/>`,
      )
      .join("");
  }

  /** A linear gradient over the shape's box; default top to bottom. */
  linear(
    stops: readonly Stop[],
    [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
  ): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient over the shape's box (centre and radius in 0..1). */
  radial(
    stops: readonly Stop[],
    { cx = 0.5, cy = 0.5, r = 0.5 }: { cx?: number; cy?: number; r?: number } = {},
  ): string {
    const id = this.id("r");
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * A Gaussian blur filter of `deviation` pixels, shared by equal values.
   * `margin` widens the filter region beyond the shape's box (in box sizes),
   * for thin shapes whose blur would otherwise be cut off.
   */
  blur(deviation: number, margin = 0.6): string {
    const key = `${Math.round(deviation * 10) / 10}/${margin}`;
    const existing = this.blurs.get(key);
    if (existing) return existing;
    const id = this.id("b");
    this.defs.push(
      `<filter id="${id}" x="${-margin * 100}%" y="${-margin * 100}%" width="${100 + margin * 200}%" height="${100 + margin * 200}%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
    const ref = `url(#${id})`;
    this.blurs.set(key, ref);
    return ref;
  }

  clip(shape: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  text(content: string, o: TextOptions): string {
    return `<text x="${n(o.x)}" y="${n(o.y)}" font-family="${o.family ?? SERIF}" font-size="${n(o.size)}" font-weight="${o.weight ?? 400}" text-anchor="${o.anchor ?? "middle"}" fill="${o.fill}"${
      o.spacing ? ` letter-spacing="${n(o.spacing)}"` : ""
    }${o.style === "italic" ? ` font-style="italic"` : ""}${
      o.opacity === undefined ? "" : ` opacity="${o.opacity}"`
    }>${escapeText(content)}</text>`;
  }

  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

function hexPoints(cx: number, cy: number, r: number, flat = false): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + (flat ? 0 : Math.PI / 6);
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  });
}

// ----------------------------------------------------------- backgrounds --

/** A warm wall lit from a window (upper left) down to `horizon`. */
function wall(
  c: Canvas,
  horizon: number,
  tones: readonly [string, string] = ["#7a4a26", "#2e1a0f"],
): string {
  return (
    rect(
      0,
      0,
      c.w,
      horizon,
      c.linear(
        [
          [0, tones[0]],
          [1, tones[1]],
        ],
        [0, 0, 1, 1],
      ),
    ) +
    ellipse(
      c.w * 0.22,
      horizon * 0.3,
      c.w * 0.55,
      horizon * 0.7,
      c.radial([
        [0, C.honeyPale, 0.45],
        [1, C.honeyPale, 0],
      ]),
    )
  );
}

/** A wooden table top from `top` to the bottom edge, planks receding. */
function table(
  c: Canvas,
  top: number,
  tones: readonly [string, string] = [C.woodLight, C.woodDark],
): string {
  const parts = [
    rect(
      0,
      top,
      c.w,
      c.h - top,
      c.linear([
        [0, tones[0]],
        [1, tones[1]],
      ]),
    ),
  ];
  const depth = c.h - top;
  let y = top + depth * 0.08;
  let step = depth * 0.1;
  while (y < c.h) {
    parts.push(rect(0, y, c.w, Math.max(1.5, step * 0.04), C.smokeDark, `opacity=".35"`));
    y += step;
    step *= 1.45;
  }
  for (let i = 0; i < 8; i += 1) {
    const gy = top + c.rng() * depth;
    const amp = between(c.rng, 2, 8);
    parts.push(
      `<path d="M0 ${n(gy)} Q ${n(c.w * 0.3)} ${n(gy - amp)} ${n(c.w * 0.55)} ${n(gy + amp * 0.5)} T ${n(c.w)} ${n(gy - amp * 0.3)}" stroke="${C.smokeDark}" stroke-width="${n(between(c.rng, 1, 2.5))}" fill="none" opacity=".1"/>`,
    );
  }
  parts.push(
    rect(
      0,
      top,
      c.w,
      depth * 0.5,
      c.linear([
        [0, C.honeyPale, 0.18],
        [1, C.honeyPale, 0],
      ]),
    ),
  );
  return parts.join("");
}

/** Soft out-of-focus lights. */
function bokeh(
  c: Canvas,
  count: number,
  area: readonly [number, number, number, number],
  colors: readonly [string, ...string[]],
): string {
  const [x0, y0, x1, y1] = area;
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = between(c.rng, c.w * 0.02, c.w * 0.07);
    parts.push(
      circle(
        between(c.rng, x0, x1),
        between(c.rng, y0, y1),
        r,
        pick(c.rng, colors),
        `opacity="${n(between(c.rng, 0.15, 0.4))}"`,
      ),
    );
  }
  return `<g filter="${c.blur(c.w * 0.012)}">${parts.join("")}</g>`;
}

/** Darkens the corners a little, like a lens. */
function vignette(c: Canvas, strength = 0.45): string {
  return rect(
    0,
    0,
    c.w,
    c.h,
    c.radial(
      [
        [0.55, "#000", 0],
        [1, "#000", strength],
      ],
      { r: 0.75 },
    ),
  );
}

/** A woven palm mat (petate) filling the picture. */
function petate(c: Canvas, cell: number): string {
  const parts = [rect(0, 0, c.w, c.h, "#a47a48")];
  const seams: string[] = [];
  for (let y = 0, row = 0; y < c.h + cell; y += cell, row += 1) {
    for (let x = 0, col = 0; x < c.w + cell; x += cell, col += 1) {
      const across = (row + col) % 2 === 0;
      parts.push(
        rect(
          x + cell * 0.04,
          y + cell * 0.04,
          cell * 0.92,
          cell * 0.92,
          across ? "#c09860" : "#b58c57",
          `rx="${n(cell * 0.1)}"`,
        ),
      );
      seams.push(
        across
          ? `M${n(x + cell * 0.1)} ${n(y + cell / 2)}h${n(cell * 0.8)}`
          : `M${n(x + cell / 2)} ${n(y + cell * 0.1)}v${n(cell * 0.8)}`,
      );
    }
  }
  parts.push(
    `<path d="${seams.join("")}" stroke="#9a7244" stroke-width="${n(cell * 0.03)}" opacity=".45"/>`,
  );
  return (
    parts.join("") +
    rect(
      0,
      0,
      c.w,
      c.h,
      c.linear(
        [
          [0, C.honeyPale, 0.15],
          [1, C.smokeDark, 0.4],
        ],
        [0, 0, 1, 1],
      ),
    )
  );
}

// ------------------------------------------------------------- elements --

interface JarOptions {
  cx: number;
  baseY: number;
  w: number;
  h: number;
  /** Dark, middle and light tone of the honey. */
  honey?: readonly [string, string, string];
  /** Fraction of the body the honey fills. */
  level?: number;
  flakes?: number;
  lid?: "gold" | "black" | "wood" | "none";
  label?: {
    title: string;
    subtitle?: string;
    note?: string;
    paper?: "cream" | "kraft" | "black";
  };
  seal?: boolean;
  cloudy?: boolean;
}

const AMBER: readonly [string, string, string] = [C.honeyDeep, C.honey, C.honeyPale];
const DARK_AMBER: readonly [string, string, string] = [C.amberDark, "#8e3f0c", "#d07a22"];
const RAW_GOLD: readonly [string, string, string] = ["#b7741c", "#e4a93a", "#fbe3a0"];

/** A honey jar standing on a table, its base centred at (cx, baseY). */
function jar(c: Canvas, o: JarOptions): string {
  const { cx, baseY, w, h } = o;
  const [dark, mid, light] = o.honey ?? AMBER;
  const bodyH = h * 0.84;
  const bodyTop = baseY - bodyH;
  const x0 = cx - w / 2;
  const radius = w * 0.13;
  const level = o.level ?? 0.93;
  const honeyTop = bodyTop + bodyH * (1 - level);
  const parts: string[] = [];

  parts.push(
    ellipse(
      cx + w * 0.1,
      baseY,
      w * 0.62,
      w * 0.075,
      C.smokeDark,
      `opacity=".55" filter="${c.blur(w * 0.035)}"`,
    ),
  );
  parts.push(
    ellipse(
      cx + w * 0.05,
      baseY + w * 0.05,
      w * 0.55,
      w * 0.07,
      mid,
      `opacity=".35" filter="${c.blur(w * 0.05)}"`,
    ),
  );

  const bodyShape = `<rect x="${n(x0)}" y="${n(bodyTop)}" width="${n(w)}" height="${n(bodyH)}" rx="${n(radius)}"/>`;
  const clip = c.clip(bodyShape);
  const inside: string[] = [
    rect(x0, bodyTop, w, bodyH, "#f3e6cf", `opacity=".18"`),
    rect(
      x0,
      honeyTop,
      w,
      bodyH,
      c.linear(
        [
          [0, dark],
          [0.28, light],
          [0.55, mid],
          [1, dark],
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(
      x0,
      honeyTop,
      w,
      baseY - honeyTop,
      c.linear([
        [0, "#000", 0],
        [1, "#000", 0.28],
      ]),
    ),
    ellipse(
      cx - w * 0.05,
      honeyTop + (baseY - honeyTop) * 0.42,
      w * 0.38,
      (baseY - honeyTop) * 0.38,
      c.radial([
        [0, light, 0.55],
        [1, light, 0],
      ]),
    ),
  ];
  if (o.cloudy) {
    for (let i = 0; i < 9; i += 1) {
      inside.push(
        ellipse(
          between(c.rng, x0, x0 + w),
          between(c.rng, honeyTop, baseY),
          w * 0.25,
          w * 0.12,
          C.honeyPale,
          `opacity=".22" filter="${c.blur(w * 0.06)}"`,
        ),
      );
    }
  }
  const flakes = o.flakes ?? 0;
  for (let i = 0; i < flakes; i += 1) {
    const fx = between(c.rng, x0 + w * 0.04, x0 + w * 0.96);
    const fy = between(c.rng, honeyTop + w * 0.05, baseY - w * 0.03);
    const size = between(c.rng, w * 0.008, w * 0.024);
    const points: [number, number][] = [0, 1, 2, 3].map((k) => {
      const angle = (Math.PI / 2) * k + between(c.rng, -0.5, 0.5);
      const r = size * between(c.rng, 0.6, 1.3);
      return [fx + r * Math.cos(angle), fy + r * Math.sin(angle) * 0.7];
    });
    inside.push(
      polygon(
        points,
        pick(c.rng, [C.chili, C.chiliDeep, C.chiliBright, C.chiliDark]),
        `opacity="${n(between(c.rng, 0.7, 1))}"`,
      ),
    );
  }
  inside.push(ellipse(cx, honeyTop, w / 2, w * 0.045, light, `opacity=".5"`));
  inside.push(
    rect(
      x0,
      bodyTop,
      w,
      bodyH,
      c.linear(
        [
          [0, "#000", 0.35],
          [0.18, "#000", 0],
          [0.78, "#000", 0],
          [1, "#000", 0.45],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  parts.push(`<g clip-path="${clip}">${inside.join("")}</g>`);
  parts.push(
    `<rect x="${n(x0)}" y="${n(bodyTop)}" width="${n(w)}" height="${n(bodyH)}" rx="${n(radius)}" fill="none" stroke="#fff6e6" stroke-opacity=".35" stroke-width="${n(w * 0.012)}"/>`,
  );

  // Shoulder and thread.
  const neckW = w * 0.8;
  parts.push(
    rect(
      cx - neckW / 2,
      baseY - h * 0.905,
      neckW,
      h * 0.075,
      c.linear(
        [
          [0, "#e8d2b0", 0.5],
          [0.4, "#fff3dc", 0.7],
          [1, "#a07a50", 0.55],
        ],
        [0, 0, 1, 0],
      ),
      `rx="${n(w * 0.04)}"`,
    ),
  );

  if (o.lid !== "none") {
    const lidTones: Record<"gold" | "black" | "wood", readonly [string, string, string]> = {
      gold: ["#7a5514", "#e6bf62", "#9a6e1c"],
      black: ["#0e0907", "#4a3a30", "#160e0a"],
      wood: ["#5a3820", "#b88050", "#5f3b20"],
    };
    const [a, b, d] = lidTones[o.lid ?? "gold"];
    const lidW = w * 0.86;
    const lidH = h * 0.1;
    const lidY = baseY - h;
    parts.push(
      rect(
        cx - lidW / 2,
        lidY,
        lidW,
        lidH,
        c.linear(
          [
            [0, a],
            [0.35, b],
            [1, d],
          ],
          [0, 0, 1, 0],
        ),
        `rx="${n(w * 0.035)}"`,
      ),
    );
    parts.push(ellipse(cx, lidY + lidH * 0.04, lidW / 2 - w * 0.01, w * 0.03, b, `opacity=".55"`));
    if (o.seal) {
      const sx = cx + lidW * 0.18;
      const sy = lidY + lidH * 0.75;
      parts.push(
        `<path d="M${n(sx - w * 0.1)} ${n(sy)} q ${n(w * 0.02)} ${n(w * 0.16)} ${n(w * 0.05)} ${n(w * 0.03)} q ${n(w * 0.04)} ${n(w * 0.2)} ${n(w * 0.07)} ${n(w * 0.02)} q ${n(w * 0.03)} ${n(w * 0.12)} ${n(w * 0.06)} 0 z" fill="${C.chiliDeep}"/>`,
      );
      parts.push(
        circle(
          sx,
          sy,
          w * 0.1,
          c.radial(
            [
              [0, C.chiliBright],
              [0.7, C.chili],
              [1, C.chiliDark],
            ],
            { cx: 0.4, cy: 0.35, r: 0.65 },
          ),
        ),
      );
      parts.push(
        polygon(
          hexPoints(sx, sy, w * 0.05),
          "none",
          `stroke="${C.chiliDark}" stroke-width="${n(w * 0.008)}" opacity=".7"`,
        ),
      );
    }
  } else {
    parts.push(ellipse(cx, baseY - h * 0.905, neckW / 2, w * 0.06, "#3a1d08", `opacity=".55"`));
    parts.push(
      ellipse(
        cx,
        baseY - h * 0.9,
        neckW / 2 - w * 0.03,
        w * 0.045,
        c.linear([
          [0, light],
          [1, mid],
        ]),
      ),
    );
  }

  if (o.label) {
    const paper = { cream: C.cream, kraft: C.kraft, black: "#1d1410" }[o.label.paper ?? "cream"];
    const ink = o.label.paper === "black" ? C.honeyLight : C.chiliDeep;
    const soft = o.label.paper === "black" ? "#e9d6b0" : C.smoke;
    const ly = baseY - h * 0.6;
    const lh = h * 0.33;
    const labelClip = c.clip(bodyShape);
    parts.push(
      `<g clip-path="${labelClip}">${rect(x0, ly, w, lh, paper)}${rect(
        x0,
        ly,
        w,
        lh,
        c.linear(
          [
            [0, "#000", 0.38],
            [0.22, "#000", 0],
            [0.75, "#000", 0],
            [1, "#000", 0.5],
          ],
          [0, 0, 1, 0],
        ),
      )}</g>`,
    );
    parts.push(
      rect(
        x0 + w * 0.12,
        ly + lh * 0.08,
        w * 0.76,
        lh * 0.84,
        "none",
        `stroke="${ink}" stroke-width="${n(Math.max(1, w * 0.006))}" opacity=".55" rx="${n(w * 0.02)}"`,
      ),
    );
    parts.push(
      polygon(
        hexPoints(cx, ly + lh * 0.2, w * 0.045),
        "none",
        `stroke="${ink}" stroke-width="${n(Math.max(1, w * 0.008))}"`,
      ),
    );
    parts.push(circle(cx, ly + lh * 0.2, w * 0.016, C.chiliBright));
    const titleSize = Math.min(w * 0.11, lh * 0.2, (w * 0.66) / (o.label.title.length * 0.56));
    parts.push(
      c.text(o.label.title, { x: cx, y: ly + lh * 0.52, size: titleSize, fill: ink, weight: 700 }),
    );
    if (o.label.subtitle) {
      parts.push(
        c.text(o.label.subtitle.toUpperCase(), {
          x: cx,
          y: ly + lh * 0.7,
          size: Math.min(w * 0.048, lh * 0.09, (w * 0.6) / (o.label.subtitle.length * 0.72)),
          fill: soft,
          family: SANS,
          spacing: w * 0.005,
        }),
      );
    }
    if (o.label.note) {
      parts.push(
        c.text(o.label.note, {
          x: cx,
          y: ly + lh * 0.86,
          size: Math.min(w * 0.058, lh * 0.11),
          fill: soft,
          style: "italic",
        }),
      );
    }
  }

  parts.push(
    rect(
      x0 + w * 0.09,
      bodyTop + bodyH * 0.07,
      w * 0.055,
      bodyH * 0.82,
      c.linear([
        [0, C.white, 0.05],
        [0.3, C.white, 0.45],
        [1, C.white, 0.08],
      ]),
      `rx="${n(w * 0.03)}"`,
    ),
  );
  parts.push(
    rect(
      x0 + w * 0.84,
      bodyTop + bodyH * 0.12,
      w * 0.025,
      bodyH * 0.6,
      C.white,
      `opacity=".18" rx="${n(w * 0.012)}"`,
    ),
  );
  return parts.join("");
}

interface ChiliOptions {
  x: number;
  y: number;
  length: number;
  angle: number;
  color?: string;
  /** Mirror the pod so it curves the other way. */
  flip?: boolean;
}

/** A dried striped chili, its stem at (x, y), pointing along `angle` degrees. */
function chili(c: Canvas, o: ChiliOptions): string {
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
function chiliPile(
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

/** A wooden honey dipper lying at `angle` degrees from (x, y). */
function dipper(
  c: Canvas,
  x: number,
  y: number,
  length: number,
  angle: number,
  dripping = false,
): string {
  const r = length * 0.09;
  const handle = length * 0.72;
  const wood = c.linear([
    [0, "#d9a66b"],
    [0.5, "#b07a46"],
    [1, "#6f4626"],
  ]);
  const parts = [
    rect(0, -r * 0.22, handle, r * 0.44, wood, `rx="${n(r * 0.22)}"`),
    ellipse(
      handle + r * 1.25,
      0,
      r * 1.35,
      r,
      c.linear([
        [0, C.honeyPale],
        [0.5, C.honey],
        [1, C.honeyDeep],
      ]),
    ),
  ];
  for (let i = 0; i < 4; i += 1) {
    parts.push(
      ellipse(
        handle + r * (0.4 + i * 0.55),
        0,
        r * 0.12,
        r * (0.75 + (i % 2) * 0.15),
        C.honeyDeep,
        `opacity=".55"`,
      ),
    );
  }
  if (dripping) {
    parts.push(
      `<path d="M${n(handle + r * 1.5)} ${n(r * 0.8)} q ${n(r * 0.3)} ${n(r * 1.5)} 0 ${n(r * 2.4)} q ${n(-r * 0.4)} ${n(-r * 1)} 0 ${n(-r * 2.4)}z" fill="${C.honey}"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${parts.join("")}</g>`;
}

/** A row of honeycomb cells filling `shape` (a clip path outline). */
function honeycomb(
  c: Canvas,
  shape: string,
  box: readonly [number, number, number, number],
  cell: number,
): string {
  const [x0, y0, x1, y1] = box;
  const clip = c.clip(shape);
  const dx = cell * Math.sqrt(3);
  const dy = cell * 1.5;
  const parts = [rect(x0, y0, x1 - x0, y1 - y0, C.honeyDeep)];
  for (let y = y0, row = 0; y < y1 + cell; y += dy, row += 1) {
    for (let x = x0 + (row % 2 ? dx / 2 : 0); x < x1 + dx; x += dx) {
      const capped = c.rng() < 0.25;
      parts.push(
        polygon(
          hexPoints(x, y, cell * 0.86),
          capped ? "#f1d89a" : c.rng() < 0.5 ? C.honey : C.honeyLight,
        ),
      );
      if (!capped)
        parts.push(circle(x - cell * 0.2, y - cell * 0.25, cell * 0.18, C.white, `opacity=".5"`));
    }
  }
  parts.push(
    rect(
      x0,
      y0,
      x1 - x0,
      y1 - y0,
      c.linear(
        [
          [0, C.white, 0.12],
          [1, "#000", 0.3],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  return `<g clip-path="${clip}">${parts.join("")}</g>`;
}

/** A dark glass bottle of hot sauce, base centred at (cx, baseY). */
function sauceBottle(c: Canvas, cx: number, baseY: number, w: number, h: number): string {
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
  parts.push(
    rect(
      x0,
      ly,
      w,
      lh,
      c.linear(
        [
          [0, "#000", 0.4],
          [0.25, "#000", 0],
          [0.75, "#000", 0],
          [1, "#000", 0.5],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
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

/** A glass seen from the side: straight-sided tumbler with a drink. */
function tumbler(
  c: Canvas,
  cx: number,
  baseY: number,
  w: number,
  h: number,
  drink: readonly [string, string],
  rim?: string,
): string {
  const top = baseY - h;
  const inset = w * 0.07;
  const outline = `M${n(cx - w / 2)} ${n(top)} L${n(cx + w / 2)} ${n(top)} L${n(cx + w / 2 - inset)} ${n(baseY)} L${n(cx - w / 2 + inset)} ${n(baseY)}Z`;
  const clip = c.clip(`<path d="${outline}"/>`);
  const liquidTop = top + h * 0.16;
  const parts = [
    ellipse(
      cx + w * 0.1,
      baseY,
      w * 0.6,
      w * 0.07,
      C.smokeDark,
      `opacity=".5" filter="${c.blur(w * 0.04)}"`,
    ),
    `<g clip-path="${clip}">`,
    rect(cx - w / 2, top, w, h, C.white, `opacity=".12"`),
    rect(
      cx - w / 2,
      liquidTop,
      w,
      h,
      c.linear([
        [0, drink[1]],
        [1, drink[0]],
      ]),
    ),
  ];
  for (let i = 0; i < 6; i += 1) {
    const s = w * between(c.rng, 0.22, 0.3);
    const ix = cx + between(c.rng, -w * 0.35, w * 0.1);
    const iy = liquidTop + between(c.rng, -s * 0.3, h * 0.5);
    parts.push(
      rect(
        ix,
        iy,
        s,
        s,
        C.white,
        `opacity=".28" rx="${n(s * 0.18)}" transform="rotate(${n(between(c.rng, -20, 20))} ${n(ix + s / 2)} ${n(iy + s / 2)})"`,
      ),
    );
  }
  parts.push(
    rect(
      cx - w / 2,
      top,
      w,
      h,
      c.linear(
        [
          [0, "#000", 0.3],
          [0.2, "#000", 0],
          [0.8, "#000", 0],
          [1, "#000", 0.35],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  parts.push(rect(cx - w * 0.38, top + h * 0.05, w * 0.05, h * 0.85, C.white, `opacity=".35"`));
  parts.push(`</g>`);
  parts.push(
    `<path d="${outline}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${n(w * 0.012)}"/>`,
  );
  parts.push(
    ellipse(
      cx,
      top,
      w / 2,
      w * 0.06,
      "none",
      `stroke="#fff" stroke-opacity=".5" stroke-width="${n(w * 0.012)}"`,
    ),
  );
  if (rim) {
    for (let i = 0; i < 260; i += 1) {
      const a = c.rng() * Math.PI * 2;
      const band = between(c.rng, 0, h * 0.09);
      parts.push(
        circle(
          cx + (w / 2) * Math.cos(a) * between(c.rng, 0.9, 1.02),
          top + w * 0.06 * Math.sin(a) + band,
          between(c.rng, w * 0.006, w * 0.014),
          pick(c.rng, [rim, C.chiliBright, "#f2e6dc", C.chiliDeep]),
        ),
      );
    }
  }
  return parts.join("");
}

/** A citrus slice seen from the front (face-on circle). */
function citrusSlice(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  flesh: string,
  peel: string,
): string {
  const parts = [
    circle(cx, cy, r, peel),
    circle(cx, cy, r * 0.9, "#fbf1d9"),
    circle(cx, cy, r * 0.84, flesh),
  ];
  for (let i = 0; i < 10; i += 1) {
    const a = (Math.PI * 2 * i) / 10;
    parts.push(
      `<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + r * 0.84 * Math.cos(a))}" y2="${n(cy + r * 0.84 * Math.sin(a))}" stroke="#fbf1d9" stroke-width="${n(r * 0.05)}" opacity=".85"/>`,
    );
  }
  parts.push(circle(cx, cy, r * 0.1, "#fbf1d9"));
  parts.push(
    circle(
      cx,
      cy,
      r,
      c.radial(
        [
          [0.5, C.white, 0.18],
          [1, C.white, 0],
        ],
        { cx: 0.35, cy: 0.3 },
      ),
    ),
  );
  return parts.join("");
}

/** A geodesic dome greenhouse, its base centred at (cx, baseY). */
function dome(c: Canvas, cx: number, baseY: number, r: number, glow: string): string {
  const tilt = 0.2;
  const rings = 4;
  const segments = 8;
  const point = (ring: number, j: number): [number, number] => {
    const elevation = (Math.PI / 2) * (ring / rings);
    const rr = r * Math.cos(elevation);
    const phi = Math.PI * (j / segments);
    return [cx - rr * Math.cos(phi), baseY - r * Math.sin(elevation) + rr * Math.sin(phi) * tilt];
  };
  const outline = `M${n(cx - r)} ${n(baseY)} A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(baseY)} A${n(r)} ${n(r * tilt)} 0 0 1 ${n(cx - r)} ${n(baseY)}Z`;
  const clip = c.clip(`<path d="${outline}"/>`);
  const parts = [
    ellipse(
      cx,
      baseY + r * 0.05,
      r * 1.15,
      r * 0.16,
      C.smokeDark,
      `opacity=".35" filter="${c.blur(r * 0.06)}"`,
    ),
    `<g clip-path="${clip}">`,
    rect(
      cx - r,
      baseY - r,
      r * 2,
      r * 1.3,
      c.linear([
        [0, "#f7e7c5"],
        [0.45, glow],
        [1, "#3c4a2a"],
      ]),
    ),
    rect(
      cx - r,
      baseY - r * 0.35,
      r * 2,
      r * 0.6,
      c.linear([
        [0, "#4f6b2c", 0],
        [0.5, "#4f6b2c", 0.8],
        [1, "#2f401b"],
      ]),
    ),
  ];
  for (let i = 0; i < 9; i += 1) {
    parts.push(
      circle(
        cx + between(c.rng, -r * 0.85, r * 0.85),
        baseY - between(c.rng, 0, r * 0.22),
        between(c.rng, r * 0.07, r * 0.13),
        pick(c.rng, ["#5f7f33", "#577a30", "#668a38"]),
      ),
    );
    if (c.rng() < 0.6)
      parts.push(
        circle(
          cx + between(c.rng, -r * 0.8, r * 0.8),
          baseY - between(c.rng, r * 0.05, r * 0.22),
          r * 0.03,
          C.chili,
        ),
      );
  }
  parts.push(
    rect(
      cx - r,
      baseY - r,
      r * 2,
      r * 1.3,
      c.linear(
        [
          [0, C.white, 0.35],
          [0.5, C.white, 0],
          [1, C.white, 0.1],
        ],
        [0, 0, 1, 0.4],
      ),
    ),
  );
  const lines: string[] = [];
  for (let ring = 0; ring < rings; ring += 1) {
    for (let j = 0; j < segments; j += 1) {
      const offset = ring % 2 ? 0.5 : 0;
      const a = point(ring, j + offset);
      const b = point(ring, j + 1 + offset > segments ? segments : j + 1 + offset);
      const up1 = point(ring + 1, j + (offset ? 0 : 0.5));
      const up2 = point(ring + 1, Math.min(segments, j + 1 + (offset ? 0 : 0.5)));
      lines.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
      lines.push(`M${n(a[0])} ${n(a[1])}L${n(up1[0])} ${n(up1[1])}`);
      lines.push(`M${n(b[0])} ${n(b[1])}L${n(up1[0])} ${n(up1[1])}`);
      if (ring === rings - 1) lines.push(`M${n(up1[0])} ${n(up1[1])}L${n(up2[0])} ${n(up2[1])}`);
    }
  }
  parts.push(
    `<path d="${lines.join("")}" stroke="#f7efe0" stroke-width="${n(Math.max(1.2, r * 0.009))}" fill="none" opacity=".6" stroke-linejoin="round"/>`,
  );
  parts.push(`</g>`);
  parts.push(
    `<path d="M${n(cx - r)} ${n(baseY)} A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(baseY)}" stroke="#f4f1ea" stroke-width="${n(Math.max(1.5, r * 0.018))}" fill="none" opacity=".9"/>`,
  );
  const doorW = r * 0.11;
  const doorBase = baseY + r * tilt * 0.95;
  parts.push(
    `<path d="M${n(cx - doorW)} ${n(doorBase)} L${n(cx - doorW)} ${n(doorBase - r * 0.26)} A${n(doorW)} ${n(doorW)} 0 0 1 ${n(cx + doorW)} ${n(doorBase - r * 0.26)} L${n(cx + doorW)} ${n(doorBase)}Z" fill="#4a3322" stroke="#f7efe0" stroke-opacity=".8" stroke-width="${n(Math.max(1.2, r * 0.012))}"/>`,
  );
  return parts.join("");
}

/** The height of a mountain ridge across the picture, x → y. */
function ridgeLine(
  c: Canvas,
  baseY: number,
  amplitude: number,
  peaks: number,
): (x: number) => number {
  const phase = c.rng() * Math.PI * 2;
  const phase2 = c.rng() * Math.PI * 2;
  return (x) => {
    const t = (x / c.w) * Math.PI * 2 * peaks;
    return (
      baseY -
      amplitude *
        (0.55 * Math.sin(t + phase) + 0.3 * Math.sin(t * 2.3 + phase2) + 0.15 * Math.sin(t * 5.1)) -
      amplitude * 0.5
    );
  };
}

/** A mountain ridge from left to right, filled down to the bottom. */
function ridge(
  c: Canvas,
  baseY: number,
  amplitude: number,
  peaks: number,
  fill: string,
  extra = "",
): string {
  const y = ridgeLine(c, baseY, amplitude, peaks);
  const steps = peaks * 8;
  const points: string[] = [`M0 ${n(c.h)}`];
  for (let i = 0; i <= steps; i += 1)
    points.push(`L${n((c.w * i) / steps)} ${n(y((c.w * i) / steps))}`);
  points.push(`L${n(c.w)} ${n(c.h)}Z`);
  return `<path d="${points.join("")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** A forested ridge: its edge is a row of conifer tips `tree` pixels wide. */
function treeline(
  c: Canvas,
  baseY: number,
  amplitude: number,
  peaks: number,
  tree: number,
  fill: string,
): string {
  const y = ridgeLine(c, baseY, amplitude, peaks);
  const points: string[] = [`M0 ${n(c.h)}`, `L0 ${n(y(0))}`];
  for (let x = 0; x < c.w + tree; x += tree * between(c.rng, 0.6, 1.1)) {
    const top = y(x) - tree * between(c.rng, 1.2, 2.6);
    points.push(`L${n(x + tree * 0.5)} ${n(top)}L${n(x + tree)} ${n(y(x + tree) - tree * 0.3)}`);
  }
  points.push(`L${n(c.w)} ${n(c.h)}Z`);
  return `<path d="${points.join("")}" fill="${fill}"/>`;
}

/** Small conifers scattered over a band (for blurred backgrounds). */
function forest(
  c: Canvas,
  y: number,
  spread: number,
  size: number,
  color: string,
  count: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = c.rng() * c.w;
    const ty = y + c.rng() * spread;
    const s = size * between(c.rng, 0.7, 1.3);
    parts.push(
      polygon(
        [
          [x, ty - s * 2.2],
          [x + s * 0.6, ty],
          [x - s * 0.6, ty],
        ],
        color,
      ),
    );
  }
  return parts.join("");
}

/** Light mist across the picture at `y`. */
function mist(c: Canvas, y: number, height: number, opacity: number): string {
  return rect(
    -c.w * 0.1,
    y - height / 2,
    c.w * 1.2,
    height,
    c.linear([
      [0, "#fff8ec", 0],
      [0.5, "#fff8ec", opacity],
      [1, "#fff8ec", 0],
    ]),
  );
}

/** A wisp of wood smoke rising from (x, y). */
function smokeWisp(c: Canvas, x: number, y: number, height: number, width: number): string {
  let d = `M${n(x)} ${n(y)}`;
  let cx = x;
  let cy = y;
  for (let i = 0; i < 5; i += 1) {
    const nx = cx + between(c.rng, -width, width);
    const ny = cy - height / 5;
    d += ` Q${n(cx + between(c.rng, -width, width) * 1.5)} ${n((cy + ny) / 2)} ${n(nx)} ${n(ny)}`;
    cx = nx;
    cy = ny;
  }
  return `<path d="${d}" stroke="#efe6da" stroke-width="${n(width)}" fill="none" stroke-linecap="round" opacity=".3" filter="${c.blur(width * 0.6, 3)}"/>`;
}

/** A cheese wedge seen from above and the side. */
function cheeseWedge(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  angle: number,
  tone: string,
  rind: string,
): string {
  const parts = [
    polygon(
      [
        [0, 0],
        [s, -s * 0.35],
        [s, s * 0.05],
        [0, s * 0.4],
      ],
      rind,
    ),
    polygon(
      [
        [0, -s * 0.08],
        [s, -s * 0.45],
        [s * 1.04, -s * 0.33],
        [0, s * 0.3],
      ],
      tone,
    ),
    polygon(
      [
        [0, -s * 0.08],
        [s, -s * 0.45],
        [s * 1.04, -s * 0.33],
        [0, s * 0.3],
      ],
      c.linear([
        [0, C.white, 0.3],
        [1, C.white, 0],
      ]),
    ),
  ];
  for (let i = 0; i < 3; i += 1)
    parts.push(
      circle(
        s * between(c.rng, 0.25, 0.8),
        between(c.rng, -s * 0.2, s * 0.05),
        s * 0.04,
        "#000",
        `opacity=".08"`,
      ),
    );
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">${ellipse(s * 0.5, s * 0.1, s * 0.6, s * 0.3, C.smokeDark, `opacity=".35" filter="${c.blur(s * 0.06)}"`)}${parts.join("")}</g>`;
}

function walnut(c: Canvas, x: number, y: number, s: number): string {
  return (
    ellipse(x, y, s, s * 0.8, "#8a5a2f") +
    `<path d="M${n(x - s * 0.8)} ${n(y)} q ${n(s * 0.4)} ${n(-s * 0.5)} ${n(s * 0.8)} 0 t ${n(s * 0.8)} 0 M${n(x)} ${n(y - s * 0.75)} q ${n(-s * 0.3)} ${n(s * 0.75)} 0 ${n(s * 1.5)}" stroke="#5a3519" stroke-width="${n(s * 0.12)}" fill="none"/>` +
    ellipse(x - s * 0.3, y - s * 0.3, s * 0.3, s * 0.18, "#c4915a", `opacity=".6"`)
  );
}

function grapes(c: Canvas, x: number, y: number, s: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const gx = x + between(c.rng, -s * 1.6, s * 1.6);
    const gy = y + between(c.rng, -s * 1.2, s * 1.2);
    parts.push(
      circle(
        gx,
        gy,
        s * 0.55,
        c.radial(
          [
            [0, "#b86a8a"],
            [0.6, "#6d2a4a"],
            [1, "#3a1228"],
          ],
          { cx: 0.35, cy: 0.35 },
        ),
      ),
    );
  }
  return parts.join("");
}

function pearSlice(c: Canvas, x: number, y: number, s: number, angle: number): string {
  const d = `M0 0 C${n(s * 0.3)} ${n(-s * 0.35)} ${n(s * 0.9)} ${n(-s * 0.45)} ${n(s * 1.2)} ${n(-s * 0.1)} C${n(s * 1.35)} ${n(s * 0.15)} ${n(s * 0.9)} ${n(s * 0.3)} 0 0Z`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="${d}" fill="#c7b04a"/><path d="${d}" fill="#f3ead0" transform="scale(.92) translate(${n(s * 0.04)} 0)"/><ellipse cx="${n(s * 0.85)}" cy="${n(-s * 0.08)}" rx="${n(s * 0.12)}" ry="${n(s * 0.05)}" fill="#d8c79a"/></g>`;
}

// ---------------------------------------------------------------- scenes --

type Scene = (c: Canvas, image: SampleImage) => string;

/** Portrait honey jar on a table with window light. */
function honeyStill(c: Canvas, jars: JarOptions[], extras = "", tableTop = c.h * 0.62): string {
  return (
    wall(c, tableTop) +
    bokeh(c, 10, [0, 0, c.w, tableTop * 0.9], [C.honeyPale, C.honeyLight, C.white]) +
    table(c, tableTop) +
    jars.map((o) => jar(c, o)).join("") +
    extras +
    vignette(c)
  );
}

const scenes: Record<string, Scene> = {
  "miel-picosa-1": (c) =>
    honeyStill(
      c,
      [
        {
          cx: c.w * 0.5,
          baseY: c.h * 0.84,
          w: c.w * 0.5,
          h: c.h * 0.5,
          flakes: 90,
          lid: "gold",
          label: {
            title: "Miel Picosa",
            subtitle: "chile rayado ahumado",
            note: "Valle de Hidalgo",
          },
        },
      ],
      chili(c, { x: c.w * 0.12, y: c.h * 0.92, length: c.w * 0.28, angle: -12 }) +
        chili(c, { x: c.w * 0.72, y: c.h * 0.9, length: c.w * 0.24, angle: 8, flip: true }),
    ),

  "miel-picosa-2": (c) => {
    const tableTop = c.h * 0.7;
    const jarCx = c.w * 0.5;
    const mouthY = c.h * 0.62;
    const stream = `M${n(jarCx - c.w * 0.03)} ${n(c.h * 0.3)} C${n(jarCx - c.w * 0.02)} ${n(c.h * 0.42)} ${n(jarCx - c.w * 0.012)} ${n(c.h * 0.52)} ${n(jarCx - c.w * 0.01)} ${n(mouthY)} L${n(jarCx + c.w * 0.01)} ${n(mouthY)} C${n(jarCx + c.w * 0.012)} ${n(c.h * 0.52)} ${n(jarCx + c.w * 0.02)} ${n(c.h * 0.42)} ${n(jarCx + c.w * 0.04)} ${n(c.h * 0.3)}Z`;
    let flakes = "";
    for (let i = 0; i < 7; i += 1)
      flakes += circle(
        jarCx + between(c.rng, -c.w * 0.012, c.w * 0.012),
        between(c.rng, c.h * 0.33, mouthY - 10),
        between(c.rng, 2, 4.5),
        C.chiliDeep,
      );
    const spoonBowl = ellipse(
      c.w * 0.52,
      c.h * 0.27,
      c.w * 0.16,
      c.h * 0.045,
      c.linear([
        [0, "#d9a66b"],
        [1, "#7a4a26"],
      ]),
    );
    const spoonHoney = ellipse(
      c.w * 0.51,
      c.h * 0.265,
      c.w * 0.12,
      c.h * 0.03,
      c.linear([
        [0, C.honeyPale],
        [1, C.honey],
      ]),
    );
    const handle = `<path d="M${n(c.w * 0.66)} ${n(c.h * 0.26)} L${n(c.w * 1.05)} ${n(c.h * 0.12)} L${n(c.w * 1.05)} ${n(c.h * 0.15)} L${n(c.w * 0.67)} ${n(c.h * 0.285)}Z" fill="${c.linear(
      [
        [0, "#c8925a"],
        [1, "#6f4626"],
      ],
    )}"/>`;
    return (
      wall(c, tableTop, ["#6b3d1f", "#24140b"]) +
      bokeh(c, 12, [0, 0, c.w, tableTop], [C.honeyPale, C.honeyLight]) +
      table(c, tableTop) +
      jar(c, {
        cx: jarCx,
        baseY: c.h * 0.95,
        w: c.w * 0.56,
        h: c.h * 0.36,
        flakes: 70,
        lid: "none",
        label: { title: "Miel Picosa", subtitle: "chile rayado ahumado" },
      }) +
      `<path d="${stream}" fill="${c.linear(
        [
          [0, C.honeyLight],
          [1, C.honey],
        ],
        [0, 0, 1, 0],
      )}"/>` +
      flakes +
      rect(
        jarCx - c.w * 0.004,
        c.h * 0.32,
        c.w * 0.006,
        mouthY - c.h * 0.32,
        C.white,
        `opacity=".45"`,
      ) +
      handle +
      spoonBowl +
      spoonHoney +
      vignette(c)
    );
  },

  "miel-picosa-3": (c) => {
    const tableTop = c.h * 0.52;
    const board = rect(
      c.w * 0.05,
      c.h * 0.7,
      c.w * 1.1,
      c.h * 0.26,
      c.linear([
        [0, "#c99a62"],
        [1, "#8a5a36"],
      ]),
      `rx="${n(c.w * 0.04)}"`,
    );
    const extras =
      board +
      cheeseWedge(c, c.w * 0.12, c.h * 0.8, c.w * 0.28, -8, "#f2d47e", "#d4a24a") +
      cheeseWedge(c, c.w * 0.48, c.h * 0.86, c.w * 0.22, 12, "#f4ecd8", "#e0d3b4") +
      pearSlice(c, c.w * 0.58, c.h * 0.75, c.w * 0.2, -10) +
      pearSlice(c, c.w * 0.62, c.h * 0.79, c.w * 0.2, -4) +
      walnut(c, c.w * 0.85, c.h * 0.9, c.w * 0.05) +
      walnut(c, c.w * 0.93, c.h * 0.85, c.w * 0.045) +
      walnut(c, c.w * 0.38, c.h * 0.93, c.w * 0.045);
    return (
      wall(c, tableTop) +
      bokeh(c, 10, [0, 0, c.w, tableTop], [C.honeyPale, C.white]) +
      table(c, tableTop) +
      jar(c, {
        cx: c.w * 0.38,
        baseY: c.h * 0.74,
        w: c.w * 0.42,
        h: c.h * 0.4,
        flakes: 60,
        lid: "none",
        label: { title: "Miel Picosa", subtitle: "chile rayado ahumado" },
      }) +
      dipper(c, c.w * 0.62, c.h * 0.6, c.w * 0.45, -30) +
      extras +
      vignette(c)
    );
  },

  "chile-rayado-molido": (c) => {
    const cx = c.w * 0.5;
    const cy = c.h * 0.5;
    const r = c.w * 0.3;
    let grains = "";
    for (let i = 0; i < 200; i += 1) {
      const a = c.rng() * Math.PI * 2;
      const d = r * 0.8 * Math.sqrt(c.rng());
      grains += circle(
        cx + d * Math.cos(a),
        cy + d * Math.sin(a),
        between(c.rng, 2, 5),
        pick(c.rng, [C.chiliBright, C.chiliDeep, "#c44a26", "#d86a3a"]),
        `opacity=".8"`,
      );
    }
    let ring = "";
    for (let i = 0; i < 8; i += 1) {
      const a = (Math.PI * 2 * i) / 8 + 0.3;
      ring += chili(c, {
        x: cx + r * 1.35 * Math.cos(a),
        y: cy + r * 1.35 * Math.sin(a),
        length: c.w * 0.2,
        angle: (a * 180) / Math.PI + 100 + between(c.rng, -20, 20),
      });
    }
    return (
      petate(c, c.w / 12) +
      ring +
      circle(
        cx + r * 0.06,
        cy + r * 0.1,
        r * 1.08,
        C.smokeDark,
        `opacity=".6" filter="${c.blur(r * 0.08)}"`,
      ) +
      circle(
        cx,
        cy,
        r * 1.05,
        c.radial([
          [0.7, "#c0683a"],
          [1, "#7d3a1c"],
        ]),
      ) +
      circle(cx, cy, r * 0.92, "#8b4322") +
      circle(
        cx,
        cy,
        r * 0.86,
        c.radial(
          [
            [0, "#b3261e"],
            [0.8, "#8f1d14"],
            [1, "#5a100c"],
          ],
          { cx: 0.45, cy: 0.45 },
        ),
      ) +
      `<g filter="${c.blur(1)}">${grains}</g>` +
      circle(
        cx,
        cy,
        r * 0.86,
        c.radial([
          [0.6, "#000", 0],
          [1, "#000", 0.45],
        ]),
      ) +
      ellipse(
        cx - r * 0.45,
        cy - r * 0.6,
        r * 0.4,
        r * 0.12,
        C.white,
        `opacity=".18" transform="rotate(-35 ${n(cx - r * 0.45)} ${n(cy - r * 0.6)})"`,
      ) +
      vignette(c, 0.5)
    );
  },

  "chile-rayado-entero": (c) =>
    petate(c, c.w / 12) +
    chiliPile(c, c.w * 0.4, c.h * 0.42, c.w * 0.26, 20, c.w * 0.28) +
    vignette(c, 0.55),

  "miel-cruda-1": (c) => {
    const tableTop = c.h * 0.66;
    let flowers = "";
    for (let i = 0; i < 40; i += 1) {
      flowers += circle(
        between(c.rng, 0, c.w),
        between(c.rng, tableTop * 0.35, tableTop),
        between(c.rng, 6, 16),
        pick(c.rng, ["#f7e08a", "#fff4c8", "#e9b949", "#f3f0e0"]),
        `opacity=".75"`,
      );
    }
    return (
      rect(
        0,
        0,
        c.w,
        tableTop,
        c.linear([
          [0, "#f2e2b6"],
          [0.5, "#c9b873"],
          [1, "#6f7f3a"],
        ]),
      ) +
      `<g filter="${c.blur(c.w * 0.02)}">${flowers}${forest(c, tableTop * 0.7, tableTop * 0.3, c.w * 0.03, "#5a6b2c", 30)}</g>` +
      table(c, tableTop, ["#c79a66", "#6f4626"]) +
      jar(c, {
        cx: c.w * 0.5,
        baseY: c.h * 0.86,
        w: c.w * 0.5,
        h: c.h * 0.5,
        honey: RAW_GOLD,
        cloudy: true,
        lid: "wood",
        label: {
          title: "Miel Cruda",
          subtitle: "Valle de Hidalgo",
          note: "multifloral",
          paper: "kraft",
        },
      }) +
      vignette(c, 0.35)
    );
  },

  "miel-cruda-2": (c) => {
    const tableTop = c.h * 0.55;
    const combShape = `<path d="M${n(c.w * 0.05)} ${n(c.h * 0.72)} L${n(c.w * 0.5)} ${n(c.h * 0.66)} L${n(c.w * 0.62)} ${n(c.h * 0.8)} L${n(c.w * 0.55)} ${n(c.h * 0.96)} L${n(c.w * 0.02)} ${n(c.h * 0.97)}Z"/>`;
    return (
      wall(c, tableTop, ["#8a5a2f", "#3a2212"]) +
      bokeh(c, 9, [0, 0, c.w, tableTop], [C.honeyPale, C.white]) +
      table(c, tableTop, ["#c79a66", "#6f4626"]) +
      jar(c, {
        cx: c.w * 0.66,
        baseY: c.h * 0.76,
        w: c.w * 0.42,
        h: c.h * 0.42,
        honey: RAW_GOLD,
        cloudy: true,
        lid: "none",
        label: { title: "Miel Cruda", subtitle: "Valle de Hidalgo", paper: "kraft" },
      }) +
      ellipse(
        c.w * 0.32,
        c.h * 0.96,
        c.w * 0.32,
        c.h * 0.03,
        C.smokeDark,
        `opacity=".5" filter="${c.blur(c.w * 0.02)}"`,
      ) +
      honeycomb(c, combShape, [0, c.h * 0.6, c.w * 0.7, c.h], c.w * 0.035) +
      dipper(c, c.w * 0.98, c.h * 0.93, c.w * 0.42, -160, true) +
      vignette(c)
    );
  },

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

  "sal-chile-rayado": (c) => {
    const tableTop = c.h * 0.5;
    let salt = "";
    const jx = c.w * 0.34;
    const jy = c.h * 0.78;
    for (let i = 0; i < 120; i += 1) {
      salt += rect(
        jx + between(c.rng, -c.w * 0.13, c.w * 0.13),
        jy - between(c.rng, 0, c.h * 0.22),
        between(c.rng, 4, 9),
        between(c.rng, 4, 9),
        pick(c.rng, ["#f3e4da", "#e6b9a6", "#d9826a", "#c4493a", "#f8f1ea"]),
        `rx="1.5"`,
      );
    }
    const jarClip = c.clip(
      `<rect x="${n(jx - c.w * 0.14)}" y="${n(jy - c.h * 0.26)}" width="${n(c.w * 0.28)}" height="${n(c.h * 0.26)}" rx="${n(c.w * 0.04)}"/>`,
    );
    const saltJar =
      ellipse(
        jx + c.w * 0.03,
        jy,
        c.w * 0.17,
        c.h * 0.025,
        C.smokeDark,
        `opacity=".5" filter="${c.blur(c.w * 0.015)}"`,
      ) +
      `<g clip-path="${jarClip}">${rect(jx - c.w * 0.14, jy - c.h * 0.26, c.w * 0.28, c.h * 0.26, "#e9c6b4")}<g filter="${c.blur(0.8)}">${salt}</g>${rect(
        jx - c.w * 0.14,
        jy - c.h * 0.26,
        c.w * 0.28,
        c.h * 0.26,
        c.linear(
          [
            [0, "#000", 0.3],
            [0.2, "#000", 0],
            [0.8, "#000", 0],
            [1, "#000", 0.35],
          ],
          [0, 0, 1, 0],
        ),
      )}</g>` +
      rect(
        jx - c.w * 0.15,
        jy - c.h * 0.32,
        c.w * 0.3,
        c.h * 0.065,
        c.linear(
          [
            [0, "#7a5514"],
            [0.35, "#e6bf62"],
            [1, "#9a6e1c"],
          ],
          [0, 0, 1, 0],
        ),
        `rx="8"`,
      ) +
      rect(
        jx - c.w * 0.11,
        jy - c.h * 0.22,
        c.w * 0.025,
        c.h * 0.18,
        C.white,
        `opacity=".3" rx="6"`,
      ) +
      rect(jx - c.w * 0.14, jy - c.h * 0.16, c.w * 0.28, c.h * 0.085, C.cream) +
      c.text("Sal de Chile", {
        x: jx,
        y: jy - c.h * 0.11,
        size: c.w * 0.028,
        fill: C.chiliDeep,
        weight: 700,
      }) +
      c.text("RAYADO AHUMADO", {
        x: jx,
        y: jy - c.h * 0.088,
        size: c.w * 0.014,
        fill: C.smoke,
        family: SANS,
        spacing: 2,
      });
    const lime = (x: number, y: number, r: number) =>
      ellipse(
        x + r * 0.1,
        y + r * 0.2,
        r * 1.05,
        r * 0.5,
        C.smokeDark,
        `opacity=".4" filter="${c.blur(r * 0.12)}"`,
      ) + citrusSlice(c, x, y, r, "#a7c65a", "#4f7a24");
    return (
      wall(c, tableTop, ["#8a5432", "#2a180e"]) +
      bokeh(c, 10, [0, 0, c.w, tableTop], [C.honeyPale, C.white]) +
      table(c, tableTop) +
      tumbler(
        c,
        c.w * 0.72,
        c.h * 0.72,
        c.w * 0.26,
        c.h * 0.3,
        ["#c9502f", "#f28a5a"],
        C.chiliBright,
      ) +
      saltJar +
      lime(c.w * 0.58, c.h * 0.88, c.w * 0.075) +
      lime(c.w * 0.82, c.h * 0.9, c.w * 0.065) +
      vignette(c)
    );
  },

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
      circle(
        c.w * 0.78,
        c.h * 0.24,
        c.w * 0.07,
        c.radial(
          [
            [0, C.chiliBright],
            [0.7, C.chili],
            [1, C.chiliDark],
          ],
          { cx: 0.4, cy: 0.35, r: 0.65 },
        ),
      ) +
      polygon(
        hexPoints(c.w * 0.78, c.h * 0.24, c.w * 0.035),
        "none",
        `stroke="${C.chiliDark}" stroke-width="3"`,
      ) +
      vignette(c, 0.5)
    );
  },

  "caja-maridaje": (c) => {
    const boxTop = c.h * 0.62;
    const boxBottom = c.h * 0.92;
    const x0 = c.w * 0.1;
    const x1 = c.w * 0.9;
    let straw = "";
    for (let i = 0; i < 60; i += 1) {
      const x = between(c.rng, x0, x1);
      const y = between(c.rng, boxTop - c.h * 0.035, boxTop + c.h * 0.02);
      const len = between(c.rng, c.w * 0.03, c.w * 0.08);
      const a = between(c.rng, -0.6, 0.6);
      straw += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + len * Math.cos(a))}" y2="${n(y + len * Math.sin(a))}" stroke="${pick(c.rng, ["#e8cf86", "#d4b062", "#f1dea0"])}" stroke-width="2.5" stroke-linecap="round"/>`;
    }
    const card = `<g transform="rotate(-8 ${n(c.w * 0.8)} ${n(c.h * 0.4)})">${rect(c.w * 0.68, c.h * 0.3, c.w * 0.22, c.h * 0.28, C.cream, `rx="4"`)}${c.text("Maridajes", { x: c.w * 0.79, y: c.h * 0.36, size: c.w * 0.028, fill: C.chiliDeep, weight: 700 })}${[0.4, 0.435, 0.47, 0.505].map((y) => rect(c.w * 0.71, c.h * y, c.w * 0.16, 3, C.smoke, `opacity=".35"`)).join("")}</g>`;
    return (
      wall(c, c.h * 0.6, ["#9a6a40", "#3a2212"]) +
      table(c, c.h * 0.6) +
      ellipse(
        c.w * 0.53,
        boxBottom,
        c.w * 0.46,
        c.h * 0.035,
        C.smokeDark,
        `opacity=".6" filter="${c.blur(c.w * 0.02)}"`,
      ) +
      polygon(
        [
          [x0, boxTop],
          [x0 + c.w * 0.05, c.h * 0.44],
          [x1 - c.w * 0.05, c.h * 0.44],
          [x1, boxTop],
        ],
        "#a77c4a",
      ) +
      polygon(
        [
          [x0, boxTop],
          [x0 - c.w * 0.08, c.h * 0.5],
          [x0 + c.w * 0.05, c.h * 0.44],
        ],
        "#b98d58",
      ) +
      card +
      jar(c, {
        cx: c.w * 0.27,
        baseY: c.h * 0.76,
        w: c.w * 0.21,
        h: c.h * 0.44,
        flakes: 25,
        lid: "gold",
        label: { title: "Miel Picosa", subtitle: "chile rayado" },
      }) +
      jar(c, {
        cx: c.w * 0.5,
        baseY: c.h * 0.76,
        w: c.w * 0.19,
        h: c.h * 0.38,
        honey: [C.chiliDark, C.chiliDeep, C.chili],
        lid: "black",
        label: { title: "Chile Rayado", subtitle: "molido" },
      }) +
      jar(c, {
        cx: c.w * 0.71,
        baseY: c.h * 0.76,
        w: c.w * 0.19,
        h: c.h * 0.35,
        honey: ["#c98a78", "#e9c6b4", "#f8ece4"],
        lid: "wood",
        label: { title: "Sal de Chile", subtitle: "rayado" },
      }) +
      straw +
      rect(
        x0,
        boxTop,
        x1 - x0,
        boxBottom - boxTop,
        c.linear([
          [0, "#c99a62"],
          [1, "#9c6e3e"],
        ]),
      ) +
      rect(x0, boxTop, x1 - x0, c.h * 0.015, "#7a5530", `opacity=".6"`) +
      c.text("CAJA DE MARIDAJE", {
        x: c.w * 0.5,
        y: c.h * 0.75,
        size: c.w * 0.042,
        fill: "#4a2c14",
        family: SANS,
        weight: 700,
        spacing: c.w * 0.008,
      }) +
      polygon(
        hexPoints(c.w * 0.5, c.h * 0.83, c.w * 0.032),
        "none",
        `stroke="#4a2c14" stroke-width="3"`,
      ) +
      circle(c.w * 0.5, c.h * 0.83, c.w * 0.011, C.chili) +
      vignette(c, 0.4)
    );
  },

  "hero-miel-picosa": (c) => {
    const tableTop = c.h * 0.6;
    return (
      rect(
        0,
        0,
        c.w,
        tableTop,
        c.linear(
          [
            [0, "#3a200f"],
            [1, "#120a05"],
          ],
          [0, 0, 1, 1],
        ),
      ) +
      ellipse(
        c.w * 0.66,
        c.h * 0.32,
        c.w * 0.45,
        c.h * 0.5,
        c.radial([
          [0, "#b8691f", 0.6],
          [1, "#b8691f", 0],
        ]),
      ) +
      bokeh(c, 14, [c.w * 0.3, 0, c.w, tableTop], [C.honeyLight, C.honeyPale, C.chiliBright]) +
      table(c, tableTop, ["#6f4626", "#1f120a"]) +
      jar(c, {
        cx: c.w * 0.55,
        baseY: c.h * 0.76,
        w: c.w * 0.13,
        h: c.h * 0.4,
        flakes: 40,
        lid: "black",
        label: { title: "Miel Picosa", subtitle: "chile rayado" },
      }) +
      jar(c, {
        cx: c.w * 0.71,
        baseY: c.h * 0.8,
        w: c.w * 0.16,
        h: c.h * 0.5,
        flakes: 55,
        lid: "gold",
        label: { title: "Miel Picosa", subtitle: "chile rayado ahumado", note: "Valle de Hidalgo" },
      }) +
      dipper(c, c.w * 0.95, c.h * 0.86, c.w * 0.14, -165, true) +
      chiliPile(c, c.w * 0.36, c.h * 0.78, c.w * 0.08, 7, c.w * 0.075) +
      chili(c, { x: c.w * 0.82, y: c.h * 0.9, length: c.w * 0.08, angle: -20 }) +
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear(
          [
            [0, "#000", 0.5],
            [0.45, "#000", 0.12],
            [1, "#000", 0],
          ],
          [0, 0, 1, 0],
        ),
      ) +
      vignette(c, 0.5)
    );
  },

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

  "receta-tabla-de-quesos": (c) => {
    const parts = [
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear(
          [
            [0, "#4a2e1c"],
            [1, "#1f130b"],
          ],
          [0, 0, 1, 1],
        ),
      ),
    ];
    parts.push(
      rect(
        c.w * 0.08,
        c.h * 0.1,
        c.w * 0.84,
        c.h * 0.84,
        C.smokeDark,
        `opacity=".6" rx="${n(c.h * 0.06)}" filter="${c.blur(c.w * 0.015)}"`,
      ),
    );
    parts.push(
      rect(
        c.w * 0.06,
        c.h * 0.07,
        c.w * 0.84,
        c.h * 0.84,
        c.linear(
          [
            [0, "#d4a56b"],
            [1, "#9a6a3c"],
          ],
          [0, 0, 1, 1],
        ),
        `rx="${n(c.h * 0.06)}"`,
      ),
    );
    for (let i = 0; i < 8; i += 1)
      parts.push(
        `<path d="M${n(c.w * 0.08)} ${n(c.h * (0.15 + i * 0.1))} q ${n(c.w * 0.4)} ${n(between(c.rng, -12, 12))} ${n(c.w * 0.8)} 0" stroke="#7a4f2a" stroke-width="2" fill="none" opacity=".25"/>`,
      );
    parts.push(cheeseWedge(c, c.w * 0.14, c.h * 0.35, c.w * 0.2, 10, "#f2d47e", "#c9923a"));
    parts.push(cheeseWedge(c, c.w * 0.16, c.h * 0.72, c.w * 0.17, -14, "#f5e2a8", "#d6b068"));
    parts.push(
      circle(c.w * 0.46, c.h * 0.3, c.w * 0.075, "#f7f3ea") +
        circle(
          c.w * 0.46,
          c.h * 0.3,
          c.w * 0.075,
          c.radial([
            [0.6, "#000", 0],
            [1, "#000", 0.15],
          ]),
        ),
    );
    const blue = [circle(c.w * 0.44, c.h * 0.7, c.w * 0.07, "#eee8d6")];
    for (let i = 0; i < 18; i += 1)
      blue.push(
        circle(
          c.w * 0.44 + between(c.rng, -c.w * 0.05, c.w * 0.05),
          c.h * 0.7 + between(c.rng, -c.w * 0.05, c.w * 0.05),
          between(c.rng, 2, 5),
          "#6a7a86",
          `opacity=".7"`,
        ),
      );
    parts.push(blue.join(""));
    parts.push(
      circle(c.w * 0.66, c.h * 0.5, c.w * 0.09, C.cream) +
        circle(
          c.w * 0.66,
          c.h * 0.5,
          c.w * 0.075,
          c.radial(
            [
              [0, C.honeyPale],
              [0.7, C.honey],
              [1, C.honeyDeep],
            ],
            { cx: 0.4, cy: 0.4 },
          ),
        ),
    );
    for (let i = 0; i < 24; i += 1)
      parts.push(
        circle(
          c.w * 0.66 + between(c.rng, -c.w * 0.055, c.w * 0.055),
          c.h * 0.5 + between(c.rng, -c.w * 0.055, c.w * 0.055),
          between(c.rng, 2, 4),
          C.chiliDeep,
        ),
      );
    parts.push(
      pearSlice(c, c.w * 0.62, c.h * 0.2, c.w * 0.12, 20),
      pearSlice(c, c.w * 0.66, c.h * 0.23, c.w * 0.12, 28),
      pearSlice(c, c.w * 0.7, c.h * 0.26, c.w * 0.12, 36),
    );
    parts.push(grapes(c, c.w * 0.8, c.h * 0.72, c.w * 0.025, 14));
    parts.push(
      walnut(c, c.w * 0.3, c.h * 0.52, c.w * 0.025),
      walnut(c, c.w * 0.33, c.h * 0.58, c.w * 0.022),
      walnut(c, c.w * 0.86, c.h * 0.3, c.w * 0.024),
    );
    for (let i = 0; i < 4; i += 1)
      parts.push(
        rect(
          c.w * (0.56 + i * 0.02),
          c.h * (0.7 + i * 0.03),
          c.w * 0.09,
          c.w * 0.06,
          "#e2b878",
          `rx="6" stroke="#b88446" stroke-width="2"`,
        ),
      );
    parts.push(chili(c, { x: c.w * 0.82, y: c.h * 0.12, length: c.w * 0.1, angle: 110 }));
    return parts.join("") + vignette(c, 0.45);
  },

  "receta-alitas-miel-picosa": (c) => {
    const cx = c.w * 0.5;
    const cy = c.h * 0.52;
    const r = c.h * 0.4;
    const parts = [
      rect(
        0,
        0,
        c.w,
        c.h,
        c.linear(
          [
            [0, "#3b3330"],
            [1, "#171210"],
          ],
          [0, 0, 1, 1],
        ),
      ),
      circle(
        cx + r * 0.06,
        cy + r * 0.08,
        r * 1.02,
        "#000",
        `opacity=".55" filter="${c.blur(r * 0.06)}"`,
      ),
      circle(cx, cy, r, "#efe9df"),
      circle(
        cx,
        cy,
        r * 0.8,
        c.radial([
          [0, "#fbf8f2"],
          [1, "#e2dacb"],
        ]),
      ),
      circle(cx, cy, r * 0.55, C.honey, `opacity=".35" filter="${c.blur(r * 0.08)}"`),
    ];
    const s = r * 0.25;
    const drumette = `M${n(-s)} 0 C${n(-s)} ${n(-s * 0.62)} ${n(-s * 0.2)} ${n(-s * 0.66)} ${n(s * 0.25)} ${n(-s * 0.3)} L${n(s * 0.8)} ${n(-s * 0.16)} C${n(s * 1.12)} ${n(-s * 0.34)} ${n(s * 1.2)} ${n(s * 0.34)} ${n(s * 0.8)} ${n(s * 0.16)} L${n(s * 0.25)} ${n(s * 0.3)} C${n(-s * 0.2)} ${n(s * 0.66)} ${n(-s)} ${n(s * 0.62)} ${n(-s)} 0Z`;
    const flat = `M${n(-s * 0.95)} ${n(-s * 0.2)} C${n(-s * 0.9)} ${n(-s * 0.6)} ${n(s * 0.7)} ${n(-s * 0.62)} ${n(s * 0.95)} ${n(-s * 0.25)} C${n(s * 1.05)} ${n(s * 0.1)} ${n(s * 0.8)} ${n(s * 0.5)} ${n(s * 0.4)} ${n(s * 0.45)} L${n(-s * 0.6)} ${n(s * 0.45)} C${n(-s * 1.05)} ${n(s * 0.4)} ${n(-s * 1.05)} ${n(s * 0.1)} ${n(-s * 0.95)} ${n(-s * 0.2)}Z`;
    const glaze = c.radial(
      [
        [0, "#f0b04a"],
        [0.5, "#c0601e"],
        [1, "#6a260a"],
      ],
      { cx: 0.4, cy: 0.35, r: 0.7 },
    );
    const spots: readonly [number, number][] = [
      [-0.45, -0.35],
      [0.1, -0.5],
      [0.5, -0.1],
      [0.35, 0.4],
      [-0.2, 0.45],
      [-0.5, 0.1],
      [0.0, 0.0],
    ];
    spots.forEach(([dx, dy], i) => {
      const shape = i % 2 ? flat : drumette;
      let seeds = "";
      for (let k = 0; k < 7; k += 1)
        seeds += ellipse(
          between(c.rng, -s * 0.7, s * 0.6),
          between(c.rng, -s * 0.35, s * 0.3),
          s * 0.07,
          s * 0.035,
          "#f6ecd2",
          `transform="rotate(${n(between(c.rng, 0, 180))})"`,
        );
      parts.push(
        `<g transform="translate(${n(cx + dx * r)} ${n(cy + dy * r)}) rotate(${n(between(c.rng, -60, 60) + (i % 3) * 60)})"><path d="${shape}" fill="#000" opacity=".3" transform="translate(${n(s * 0.08)} ${n(s * 0.12)})" filter="${c.blur(s * 0.08)}"/><path d="${shape}" fill="${glaze}"/>${ellipse(-s * 0.35, -s * 0.28, s * 0.32, s * 0.08, C.white, `opacity=".5"`)}${ellipse(s * 0.3, -s * 0.15, s * 0.12, s * 0.05, C.white, `opacity=".4"`)}${seeds}</g>`,
      );
    });
    const wedge = (x: number, y: number, angle: number) =>
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><path d="M0 0 L${n(r * 0.28)} 0 A${n(r * 0.14)} ${n(r * 0.14)} 0 0 1 0 0Z" fill="#4f7a24"/><path d="M${n(r * 0.02)} ${n(-r * 0.01)} L${n(r * 0.26)} ${n(-r * 0.01)} A${n(r * 0.12)} ${n(r * 0.1)} 0 0 1 ${n(r * 0.02)} ${n(-r * 0.01)}Z" fill="#b5d36a"/></g>`;
    parts.push(wedge(cx + r * 0.55, cy + r * 0.7, -30), wedge(cx + r * 0.75, cy + r * 0.45, -60));
    parts.push(
      circle(c.w * 0.12, c.h * 0.2, c.h * 0.09, "#2a1d16") +
        circle(
          c.w * 0.12,
          c.h * 0.2,
          c.h * 0.075,
          c.radial([
            [0, C.honeyPale],
            [0.7, C.honey],
            [1, C.honeyDeep],
          ]),
        ),
    );
    parts.push(
      chili(c, { x: c.w * 0.08, y: c.h * 0.75, length: c.w * 0.12, angle: -30 }),
      chili(c, { x: c.w * 0.86, y: c.h * 0.16, length: c.w * 0.1, angle: 140 }),
    );
    return parts.join("") + vignette(c, 0.45);
  },

  "receta-mezcalita-miel-picosa": (c) => {
    const tableTop = c.h * 0.66;
    return (
      rect(
        0,
        0,
        c.w,
        tableTop,
        c.linear(
          [
            [0, "#e7b27c"],
            [1, "#9a5a36"],
          ],
          [0, 0, 1, 1],
        ),
      ) +
      bokeh(c, 14, [0, 0, c.w, tableTop], [C.white, "#ffd6b0", C.honeyPale]) +
      `<g filter="${c.blur(c.w * 0.006)}" opacity=".75">${rect(
        c.w * 0.13,
        c.h * 0.12,
        c.w * 0.1,
        c.h * 0.56,
        c.linear(
          [
            [0, "#e8dcc0", 0.55],
            [1, "#bfa877", 0.6],
          ],
          [0, 0, 1, 0],
        ),
        `rx="${n(c.w * 0.02)}"`,
      )}${rect(c.w * 0.16, c.h * 0.02, c.w * 0.04, c.h * 0.12, "#5a3820")}</g>` +
      table(c, tableTop, ["#8a5a36", "#3a2314"]) +
      tumbler(
        c,
        c.w * 0.5,
        c.h * 0.9,
        c.w * 0.22,
        c.h * 0.45,
        ["#d95a4a", "#f7a08a"],
        C.chiliBright,
      ) +
      `<g transform="rotate(-15 ${n(c.w * 0.58)} ${n(c.h * 0.44)})">${citrusSlice(c, c.w * 0.6, c.h * 0.44, c.w * 0.06, "#f07a6a", "#f2b35a")}</g>` +
      citrusSlice(c, c.w * 0.76, c.h * 0.86, c.w * 0.06, "#f07a6a", "#f2b35a") +
      citrusSlice(c, c.w * 0.24, c.h * 0.88, c.w * 0.045, "#a7c65a", "#4f7a24") +
      chili(c, { x: c.w * 0.82, y: c.h * 0.72, length: c.w * 0.09, angle: 160 }) +
      vignette(c, 0.4)
    );
  },

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

/** A plain stand-in for a name without its own scene: honeycomb and a jar. */
const fallbackScene: Scene = (c, image) => {
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

/** Whether `name` has a scene of its own (otherwise the fallback is used). */
export function hasScene(name: string): boolean {
  return Object.hasOwn(scenes, name);
}

/** The SVG stand-in for one entry of `sampleImages`, at its exact size. */
export function drawStandIn(image: SampleImage): string {
  const canvas = new Canvas(image.width, image.height, makeRng(image.name));
  const scene = scenes[image.name] ?? fallbackScene;
  return canvas.render(scene(canvas, image));
}
