/**
 * Stands in for `@babel/runtime-corejs3/core-js/instance/trim` in the Worker
 * bundle (wrangler.toml `[alias]`). mimetext's build calls it as
 * `trim(value).call(value)` to reach a polyfilled `String.prototype.trim`,
 * which pulls about 40 KiB of core-js into the Worker; workerd has the
 * method itself.
 */
export default function trimInstanceProperty(value: string): () => string {
  return value.trim;
}
