/**
 * The live site's bags in D1, each under its cookie's random token
 * (docs/decisions/036-the-bag.md); an empty bag has no row.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bags, products } from "~/db/schema";
import { storedBagLinesSchema } from "~/validation/bag";
import type { BagLine } from "./bag-lines.server";

/**
 * The bag's lines whose products still exist, in one read: a line of a
 * product since deleted is not shown, not ordered, and goes at the bag's next
 * write (docs/decisions/036-the-bag.md). None for a token with no row, or a
 * row that no longer reads.
 */
export async function readStoredBag(db: Database, token: string): Promise<BagLine[]> {
  const [row] = await db
    .select({
      // In the row's order; anything but an array of objects reads as no line.
      lines: sql<string>`(select json_group_array(json(kept.value)) from (
        select line.value from json_each(
          iif(json_valid(${bags.lines}) and json_type(${bags.lines}) = 'array', ${bags.lines}, '[]')
        ) as line
        where line.type = 'object'
          and json_extract(iif(line.type = 'object', line.value, '{}'), '$.productId')
            in (select ${products.id} from ${products})
        order by line.key
      ) as kept)`,
    })
    .from(bags)
    .where(eq(bags.token, token));
  const parsed = storedBagLinesSchema.safeParse(row ? (JSON.parse(row.lines) as unknown) : []);
  return parsed.success ? parsed.data : [];
}

/** Keeps the bag's lines under `token`, or deletes its row when it is empty. */
export async function writeStoredBag(
  db: Database,
  token: string,
  lines: readonly BagLine[],
): Promise<void> {
  if (lines.length === 0) {
    await deleteStoredBag(db, token);
    return;
  }
  const updatedAt = new Date();
  await db
    .insert(bags)
    .values({ token, lines: [...lines], updatedAt })
    .onConflictDoUpdate({ target: bags.token, set: { lines: [...lines], updatedAt } });
}

/** The bag under `token` deleted: a statement to await, or to put in a batch (an order's). */
export function deleteStoredBag(db: Database, token: string) {
  return db.delete(bags).where(eq(bags.token, token));
}
