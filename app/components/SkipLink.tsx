/** First focusable element: jumps over the header to the page content. */
export function SkipLink() {
  return (
    <a
      href="#contenido"
      className="sr-only rounded-lg bg-smoke-900 px-4 py-2 font-semibold text-honey-100 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[110] print:hidden"
    >
      Saltar al contenido
    </a>
  );
}
