import sprite from "~/assets/icons.svg?raw";
import { useServerMarkup } from "~/components/useServerMarkup";
import { iconSymbolId } from "~/shared/icon-symbol-id";

const SPRITE_ID = "iconos";

/**
 * The sprite file's `<symbol>`s, without its own `<svg>` and comment, each
 * `id` made the page-wide one `Icon` names (`icono-menu`). Drawn by the
 * server alone: the browser's build leaves the file out.
 */
const serverSymbols = import.meta.env.SSR ? symbolsOf(sprite) : "";

function symbolsOf(file: string): string {
  return file
    .slice(file.indexOf("<symbol"), file.lastIndexOf("</svg>"))
    .trim()
    .replace(
      /<symbol id="([^"]+)"/g,
      (_match, name: string) => `<symbol id="${iconSymbolId(name)}"`,
    );
}

/**
 * The icons' symbols, written into every page once, not shown, for every
 * `Icon`'s `<use>`. The browser keeps the server's markup (useServerMarkup),
 * so the symbols' text is never part of the page's JavaScript.
 */
export function IconSprite() {
  const kept = useServerMarkup(SPRITE_ID, "");
  return (
    <svg
      id={SPRITE_ID}
      className="hidden"
      dangerouslySetInnerHTML={{ __html: serverSymbols || (kept ?? "") }}
    />
  );
}
