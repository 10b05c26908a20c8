import { plainPage } from "~/http/plain-page.server";
import { serviceMessages } from "~/content/service-messages";

/**
 * Remix answers a method a page does not take (a POST to a page without an
 * action, an OPTIONS) with 405 and the page's error boundary, which shows
 * "Error de conexión" or the router's English message naming the route's
 * module. Only robots and hand-made requests get there: they get a plain
 * Spanish page instead.
 */
const PAGE = plainPage(
  serviceMessages.methodNotAllowed,
  `      <p>Esta página no acepta ese tipo de solicitud.</p>
      <p><a href="/">Volver al inicio</a></p>`,
);

export function withPlainMethodNotAllowed(response: Response): Response {
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status !== 405 || !/^text\/html\b/i.test(type)) return response;
  void response.body?.cancel();
  return new Response(PAGE, {
    status: 405,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // A page always answers GET and HEAD; a form's page also POST, which did not fail here.
      Allow: "GET, HEAD",
      "Cache-Control": "no-store",
    },
  });
}

/** What Remix's client sends to a `*.data` address: GET for a loader, POST for an action. */
const DATA_METHODS = ["GET", "POST"];

/**
 * Remix's single-fetch data addresses (`/products.data`) are read by its
 * client with GET and POST only; any other method reaches a part of Remix
 * that answers 500 (HEAD, OPTIONS) or names the route's module. Refused here
 * first, with 405 and the methods it takes.
 */
export function refuseDataRequestMethod(request: Request): Response | null {
  if (DATA_METHODS.includes(request.method.toUpperCase())) return null;
  if (!new URL(request.url).pathname.endsWith(".data")) return null;
  return new Response(JSON.stringify({ error: serviceMessages.methodNotAllowed }), {
    status: 405,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      Allow: DATA_METHODS.join(", "),
      "Cache-Control": "no-store",
    },
  });
}
