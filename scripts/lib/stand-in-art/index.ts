/**
 * Illustrated stand-ins for the sample photos: one SVG scene per entry of
 * `sampleImages`, drawn from simple shapes in the brand's colours (honey
 * ambers, chili reds, smoky browns, dome and hexagon geometry).
 * Deterministic: the same name always draws the same picture. Used by
 * scripts/generate-images.ts, which turns the SVG into WebP.
 *
 * primitives/ holds the drawing tools (palette, seeded randomness, SVG
 * shapes, the canvas with its gradients and filters), backgrounds/ and
 * elements/ the backdrops and objects several pictures share, scenes/ the
 * pictures themselves.
 */
import { type SampleImage } from "../../../app/content/sample-images";
import { Canvas } from "./primitives/canvas";
import { makeRng } from "./primitives/random";
import { fallbackScene, scenes } from "./scenes";

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
