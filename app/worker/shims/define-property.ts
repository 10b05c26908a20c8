/**
 * Stands in for `@babel/runtime-corejs3/helpers/esm/defineProperty` in the
 * Worker bundle (wrangler.toml `[alias]`): mimetext's class fields go through
 * it, and babel's copy reaches `Object.defineProperty` and `Symbol` through
 * core-js polyfills that workerd does not need. Its keys are plain strings.
 */
export default function defineProperty<T extends object>(
  target: T,
  key: PropertyKey,
  value: unknown,
): T {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return target;
}
