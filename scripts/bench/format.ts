import { format, resolveConfig } from "prettier";

/**
 * The results as Prettier would write them (aligned tables), so the file
 * passes `prettier --check .` and can be pasted into the README as it is.
 */
export async function formatMarkdown(markdown: string, file: string): Promise<string> {
  const config = (await resolveConfig(file)) ?? {};
  return format(markdown, { ...config, plugins: [], filepath: file, parser: "markdown" });
}
