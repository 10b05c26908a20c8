import { type Canvas } from "./canvas";

/**
 * A left-to-right gradient that darkens both sides of a round body (glass,
 * a label wrapped round it) so it reads as a cylinder: `left` and `right`
 * are the opacities of black at the edges, clear between `clearFrom` and
 * `clearTo`.
 */
export function cylinderShade(
  c: Canvas,
  left: number,
  clearFrom: number,
  clearTo: number,
  right: number,
): string {
  return c.linear(
    [
      [0, "#000", left],
      [clearFrom, "#000", 0],
      [clearTo, "#000", 0],
      [1, "#000", right],
    ],
    [0, 0, 1, 0],
  );
}
