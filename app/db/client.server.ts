import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = DrizzleD1Database<typeof schema>;

// drizzle builds its relational config from the schema on every call, a
// measurable share of a request's CPU (npm run bench); the binding object
// lives as long as the isolate, so one client per binding serves them all.
const clients = new WeakMap<D1Database, Database>();

export function createDatabase(d1: D1Database): Database {
  let client = clients.get(d1);
  if (!client) {
    client = drizzle(d1, { schema });
    clients.set(d1, client);
  }
  return client;
}
