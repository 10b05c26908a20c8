import { type SampleImage } from "../../../../app/content/sample-images";
import { type Canvas } from "../primitives/canvas";

/** Draws one picture on `c` and returns its SVG body. */
export type Scene = (c: Canvas, image: SampleImage) => string;
