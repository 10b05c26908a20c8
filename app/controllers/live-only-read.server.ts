import { isStandaloneRefusal } from "~/services/site/standalone-site.server";

/**
 * Data the standalone site never holds (codes, requests, backups), read for
 * an admin page: the value, or `empty` and the notice the page shows instead.
 */
export async function readLiveOnly<T>(
  read: () => Promise<T>,
  empty: T,
  notice: string,
): Promise<{ value: T; notice: string | null }> {
  try {
    return { value: await read(), notice: null };
  } catch (error) {
    if (isStandaloneRefusal(error)) return { value: empty, notice };
    throw error;
  }
}
