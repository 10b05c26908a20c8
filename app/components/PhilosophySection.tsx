import { memo } from "react";
import ServerPhilosophyContent, { type PhilosophyCopy } from "~/components/PhilosophyContent";
import { ServerMarkup } from "~/components/ServerMarkup";
import { serverDrawnPart } from "~/components/serverDrawnPart";

/** The section's words, in a file of their own (serverDrawnPart). */
const PhilosophyContent = serverDrawnPart(
  import.meta.env.SSR ? ServerPhilosophyContent : null,
  () => import("~/components/PhilosophyContent").then((module) => module.default),
);

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
      content={copy}
      aria-labelledby="filosofia"
      className="bg-honey-100/80 py-16"
    >
      <PhilosophyContent copy={copy} />
    </ServerMarkup>
  );
});
