import { memo, useEffect, useRef } from "react";

/** Height of one honeycomb tile (px); must match `.honeycomb-bg` in app.css. */
const TILE = 72;
/**
 * The layer is this much taller than the viewport and the offset wraps at it.
 * The pattern repeats every tile, so the wrap is invisible, and the offset is
 * exactly 5% of the scroll for the first 8,640 px.
 */
const WRAP = TILE * 6;
const PARALLAX = 0.05;

/**
 * The animated honeycomb behind every page. One fixed, GPU-composited layer:
 * scrolling only changes its transform (once per frame), and it stays still
 * when the visitor prefers reduced motion.
 */
export const HoneycombBackground = memo(function HoneycombBackground() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = ref.current;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (!layer) return;

    let frame = 0;
    const paint = () => {
      frame = 0;
      const offset = motion.matches ? 0 : (window.scrollY * PARALLAX) % WRAP;
      layer.style.transform = `translate3d(0, ${-offset}px, 0)`;
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(paint);
    };

    // At the top of the page the layer is where the server drew it: writing
    // its transform there would only cost a style recalculation at start-up.
    if (window.scrollY > 0) paint();
    window.addEventListener("scroll", schedule, { passive: true });
    motion.addEventListener("change", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      motion.removeEventListener("change", schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-parallax={PARALLAX}
      className="honeycomb-bg pointer-events-none fixed inset-x-0 top-0 -z-10 h-[calc(100lvh+432px)] will-change-transform print:hidden"
    />
  );
});
