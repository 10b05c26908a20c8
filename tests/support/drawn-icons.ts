/**
 * Run in the page (`page.evaluate(iconsDrawn)`): the icons shown (an `<svg>`
 * holding a `<use>`, with a box on the page) and how many of them draw
 * nothing, as a `<use>` whose symbol the page lacks does (an empty box).
 */
export function iconsDrawn(): { shown: number; empty: number } {
  const shown = Array.from(document.querySelectorAll("svg > use"), (use) => ({
    use: use as SVGUseElement,
    box: (use.parentNode as SVGSVGElement).getBoundingClientRect(),
  })).filter(({ box }) => box.width > 0 && box.height > 0);
  const empty = shown.filter(({ use }) => {
    const drawn = use.getBBox();
    return drawn.width === 0 || drawn.height === 0;
  });
  return { shown: shown.length, empty: empty.length };
}
