/** The picture being drawn: its size, random source, gradients, filters and text. */
import { SERIF } from "./palette";
import { type Rng } from "./random";
import { n } from "./svg-shapes";

function escapeText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export interface TextOptions {
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
export class Canvas {
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
