/** Basic SVG shapes written as strings. */

/** A number written short, to keep the SVG small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = "",
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function polygon(
  points: readonly (readonly [number, number])[],
  fill: string,
  extra = "",
): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function hexPoints(cx: number, cy: number, r: number, flat = false): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + (flat ? 0 : Math.PI / 6);
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  });
}
