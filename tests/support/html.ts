import { expect } from "vitest";

/** A page without its scripts: what a reader sees (the loader data carries texts too). */
export function shownHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "");
}

/** Text as it stood before React escaped it into the page. */
export function unescapeHtml(text: string): string {
  return text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** A response's page as a reader sees it: no scripts, no React text markers, entities undone. */
export async function shownPageText(response: Response): Promise<string> {
  return unescapeHtml(shownHtml(await response.text()).replaceAll("<!-- -->", ""));
}

/** A page as a browser with `cookie` gets it (redirects answered, not followed), and its shown text. */
export async function shownPage(
  worker: { fetch(path: string, init?: RequestInit): Promise<Response> },
  path: string,
  cookie: string,
): Promise<{ status: number; response: Response; html: string }> {
  const response = await worker.fetch(path, { redirect: "manual", headers: { Cookie: cookie } });
  return { status: response.status, response, html: await shownPageText(response) };
}

/** `whole` (a text, or its lines) contains each of `parts`: a failure names the first one missing. */
export function expectAllIn(whole: string | readonly string[], parts: readonly string[]): void {
  for (const part of parts) expect(whole).toContain(part);
}
