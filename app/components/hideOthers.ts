/**
 * Makes everything outside `keep` inert and hidden from assistive technology
 * (what `aria-modal` promises but not every screen reader honours), and
 * returns a function that undoes it. Live regions (the toaster), scripts and
 * elements that are already hidden are left alone.
 */
export function hideOthers(keep: HTMLElement): () => void {
  const touched: HTMLElement[] = [];
  for (
    let node: HTMLElement = keep;
    node.parentElement;
    node = node.parentElement
  ) {
    const parent: HTMLElement = node.parentElement;
    for (const sibling of Array.from(parent.children)) {
      if (
        sibling === node ||
        !(sibling instanceof HTMLElement) ||
        sibling instanceof HTMLScriptElement ||
        sibling.hasAttribute("aria-live") ||
        sibling.hasAttribute("aria-hidden") ||
        sibling.hasAttribute("inert")
      ) {
        continue;
      }
      sibling.setAttribute("aria-hidden", "true");
      sibling.setAttribute("inert", "");
      touched.push(sibling);
    }
    if (parent === document.body) break;
  }
  return () => {
    for (const element of touched) {
      element.removeAttribute("aria-hidden");
      element.removeAttribute("inert");
    }
  };
}
