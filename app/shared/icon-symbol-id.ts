/**
 * The `id` of an icon's symbol in the page's sprite (IconSprite): prefixed,
 * so that a symbol cannot clash with an element of the page.
 */
export const iconSymbolId = (name: string) => `icono-${name}`;
