/** A page without its scripts: what a reader sees (the loader data carries texts too). */
export function shownHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "");
}
