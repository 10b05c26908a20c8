/** The brand's colours (honey ambers, chili reds, smoky browns) and type faces. */

export const C = {
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

export const SERIF = "Georgia, 'DejaVu Serif', 'Liberation Serif', serif";
export const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/** The dark, middle and light tone of a honey seen through glass. */
export type HoneyTones = readonly [dark: string, mid: string, light: string];

export const AMBER: HoneyTones = [C.honeyDeep, C.honey, C.honeyPale];
export const DARK_AMBER: HoneyTones = [C.amberDark, "#8e3f0c", "#d07a22"];
export const RAW_GOLD: HoneyTones = ["#b7741c", "#e4a93a", "#fbe3a0"];
