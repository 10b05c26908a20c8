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
