/**
 * Where a request's bag is kept (docs/decisions/036-the-bag.md): the live
 * site keeps it in D1 under the random token of the visitor's `bolsa`
 * cookie; the standalone site, which stores nothing, in the `bolsa_lineas`
 * cookie. Either way each change writes the header's count cookie.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { bagUnits, type BagLine } from "~/services/bag/bag-lines.server";
import { readStoredBag, writeStoredBag } from "~/services/bag/stored-bags.server";
import { storedBagLinesSchema } from "~/validation/bag";
import {
  bagCountCookie,
  bagTokenCookie,
  cookieLinesCookie,
  newBagToken,
  readBagToken,
  readCookieLines,
} from "./bag-cookies.server";

export interface BagStore {
  read(): Promise<BagLine[]>;
  /** Keeps `lines`; answers the Set-Cookie headers the response carries. */
  write(lines: readonly BagLine[]): Promise<string[]>;
  /** The D1 row an order placed from this bag deletes in its own batch; null for a cookie bag. */
  readonly orderToken: string | null;
  /** The Set-Cookie headers of the bag once an order took its lines (no D1 write of its own). */
  ordered(): string[];
}

export function bagStoreFor(context: AppLoadContext, request: Request): BagStore {
  const { env } = context.cloudflare;
  if (context.mode === "standalone") {
    const cookies = (lines: readonly BagLine[]) => [
      cookieLinesCookie(env, lines),
      bagCountCookie(env, bagUnits(lines)),
    ];
    return {
      read: async () => {
        const parsed = storedBagLinesSchema.safeParse(readCookieLines(request));
        return parsed.success ? parsed.data : [];
      },
      write: async (lines) => cookies(lines),
      orderToken: null,
      ordered: () => cookies([]),
    };
  }
  const token = readBagToken(request);
  return {
    read: async () => (token === null ? [] : readStoredBag(context.db, token)),
    orderToken: token,
    ordered: () => [bagCountCookie(env, 0)],
    async write(lines) {
      const count = bagCountCookie(env, bagUnits(lines));
      if (token !== null) {
        await writeStoredBag(context.db, token, lines);
        // The bag lives 60 days from its last change, its token's cookie with it.
        return lines.length > 0 ? [bagTokenCookie(env, token), count] : [count];
      }
      if (lines.length === 0) return [count];
      const issued = newBagToken(env);
      await writeStoredBag(context.db, issued.token, lines);
      return [issued.cookie, count];
    },
  };
}
