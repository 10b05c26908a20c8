import sprite from "~/assets/icons.svg?url";

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
 * a static, hashed SVG sprite the browser caches once, not path data in every
 * page's JavaScript.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
