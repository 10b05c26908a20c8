import { lazy, memo, Suspense } from "react";
import ServerPhilosophyContent, { type PhilosophyCopy } from "~/components/PhilosophyContent";
import { ServerMarkup } from "~/components/ServerMarkup";

/**
 * The words as the browser draws them, in a file of its own: the server's
 * markup serves the page it sent, so only a home page drawn after a
 * navigation in the page downloads it (docs/decisions/023-public-javascript-budget.md).
 */
const PhilosophyContent = import.meta.env.SSR
  ? ServerPhilosophyContent
  : lazy(() => import("~/components/PhilosophyContent"));

/**
 * The home page's philosophy section, with buttons to /products and /stores.
 * It keeps the server's markup (ServerMarkup): nothing in it changes while the page is open.
 */
export const PhilosophySection = memo(function PhilosophySection({
  copy,
}: {
  copy: PhilosophyCopy;
}) {
  return (
    <ServerMarkup
      as="section"
      id="seccion-filosofia"
      content={JSON.stringify(copy)}
      aria-labelledby="filosofia"
      className="bg-honey-100/80 py-16"
    >
      <Suspense fallback={null}>
        <PhilosophyContent copy={copy} />
      </Suspense>
    </ServerMarkup>
  );
});
