// The row a console write changes, locked FOR NO KEY UPDATE in the write's transaction (two staff changing it
// at once take turns, and the audit's "before" is what the change replaced), or the 404 that names what is
// missing.
import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { notFound } from "../errors/domain-error";
import { ROW_LOCK } from "../db/row-lock";

export async function lockRow<T extends PgTable>(
  tx: Db,
  table: T,
  where: SQL | undefined,
  missing?: string,
): Promise<T["$inferSelect"]> {
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for(ROW_LOCK)) as T["$inferSelect"][];
  if (!row) throw notFound(missing);
  return row;
}
