/**
 * The version of the site's content, the part of every page-cache key that
 * an admin's change replaces (page-cache.server.ts). It lives in KV, which
 * every isolate can read cheaply; each isolate keeps what it read for a few
 * seconds. The isolate that handled the change knows the new version at
 * once; others learn it within VERSION_CHECK_MS plus KV's own propagation
 * (under a minute), the same lag the pages' `s-maxage` already allows.
 */
const VERSION_KEY = "content-version";
const VERSION_CHECK_MS = 10_000;

interface KnownVersion {
  value: string;
  checkedAt: number;
}

const known = new WeakMap<KVNamespace, KnownVersion>();

/**
 * Each request that finds the kept version stale reads KV itself: a read
 * shared between requests would tie one request's work to another's I/O,
 * which workerd refuses (and then refuses the rest of that request's I/O).
 */
export async function currentContentVersion(kv: KVNamespace): Promise<string> {
  const cached = known.get(kv);
  if (cached && Date.now() - cached.checkedAt < VERSION_CHECK_MS) return cached.value;
  const startedAt = Date.now();
  const value = await kv.get(VERSION_KEY);
  const newer = known.get(kv);
  // A change made here while KV was read wins over what KV said.
  if (newer && newer.checkedAt >= startedAt) return newer.value;
  const version = value ?? "0";
  known.set(kv, { value: version, checkedAt: Date.now() });
  return version;
}

/**
 * A new version: every page cached before it is no longer served. This
 * isolate knows it before the returned promise settles; KV is tried twice,
 * a second apart, as it takes about one write a second to a key.
 */
export async function replaceContentVersion(kv: KVNamespace): Promise<void> {
  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  known.set(kv, { value: version, checkedAt: Date.now() });
  try {
    await kv.put(VERSION_KEY, version);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await kv.put(VERSION_KEY, version);
  }
}
