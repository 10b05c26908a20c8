import { type SampleImage } from "../../../../app/db/seed-data";
import { type Canvas } from "../primitives/canvas";

/** Draws one picture on `c` and returns its SVG body. */
export type Scene = (c: Canvas, image: SampleImage) => string;
