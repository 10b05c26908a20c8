import { plainPage } from "~/http/plain-page.server";
import { serviceMessages } from "~/content/service-messages";

const PAGE = plainPage(
  serviceMessages.methodNotAllowed,
  `      <p>Esta página no acepta ese tipo de solicitud.</p>
      <p><a href="/">Volver al inicio</a></p>`,
);

/**
 * What a page answers to a method it does not take (a POST to a page without
 * an action, a PUT, an OPTIONS): Remix would render the error boundary, which
 * shows "Error de conexión" or the router's English message naming the
 * route's module. Only robots and hand-made requests get here, so they get a
 * plain Spanish page, and no page is rendered for them.
 */
export function methodNotAllowedPage(allowed: readonly string[] = ["GET", "HEAD"]): Response {
  return new Response(PAGE, {
    status: 405,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // A page always answers GET and HEAD; a form's page also POST.
      Allow: allowed.join(", "),
      "Cache-Control": "no-store",
    },
  });
}
