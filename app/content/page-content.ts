/** Shapes shared by the content modules of the story pages. */
import type { IconName } from "~/components/Icon";

export type { IconName };

/** A picture of a page: the path the loader resolves, and its alternative text. */
export interface ContentImage {
  src: string;
  alt: string;
  /** Optional caption shown under the picture. */
  caption?: string;
}

/** A section of running text under its own heading. */
export interface ContentBlock {
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet points after the paragraphs. */
  points?: readonly string[];
  /** Optional link shown at the end of the section. */
  link?: ContentLink;
}

/** A short highlight with an icon (feature cards). */
export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** A link shown as a button at the end of a section. */
export interface ContentLink {
  label: string;
  to: string;
}
