import { iconSymbolId } from "~/shared/icon-symbol-id";

/** The symbols of app/assets/icons.svg (tests/unit/icons.test.ts keeps the two alike). */
export type IconName =
  | "menu"
  | "close"
  | "alert"
  | "facebook"
  | "instagram"
  | "shield"
  | "mail"
  | "phone"
  | "mapPin"
  | "refresh"
  | "home"
  | "chevronLeft"
  | "chevronRight"
  | "arrowLeft"
  | "pause"
  | "play"
  | "pencil"
  | "message"
  | "utensils"
  | "send"
  | "flame"
  | "timer"
  | "hexagon"
  | "sparkles"
  | "sprout"
  | "leaf"
  | "droplet"
  | "externalLink"
  | "arrowRight"
  | "bag";

/**
 * A decorative icon: always hidden from assistive technology. The shapes are
 * symbols the server writes into every page (IconSprite), not path data in
 * the page's JavaScript nor a file of their own: Chromium builds a separate
 * document for an SVG file that `<use>` names, a task of its own while the
 * page hydrates (docs/decisions/029-main-thread-work.md).
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
