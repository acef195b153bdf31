// The rows of a hand-written SQL statement, the same on PGlite and node-postgres (both answer { rows }).
import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
