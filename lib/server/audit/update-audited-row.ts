// A console write of one row, read-modify-write: the row locked FOR NO KEY UPDATE in the caller's transaction
// (lockRow: two staff changing it at once take turns, or the 404 naming what is missing), the change computed
// from what it holds, the row written, and the audit entry of before and after recorded in the same
// transaction, so that an entry exists exactly when its write committed.
import type { SQL } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { lockRow } from "./lock-row";
import { recordAudit, type AuditActor } from "./record-audit";

type Row<T extends PgTable> = T["$inferSelect"];

type AuditedUpdate<T extends PgTable> = {
  table: T;
  /** The one row to change. */
  where: SQL;
  /** The 404's words when there is no such row. */
  missing: string;
  /** A dotted name, e.g. promo_code.update, and the audited target. */
  action: string;
  targetType: string;
  targetId: number;
  /**
   * The values to write, from the locked row; it may refuse the change (throw) or write related rows first. Runs
   * after the "before" snapshot was taken.
   */
  change: (before: Row<T>) => PgUpdateSetSource<T> | Promise<PgUpdateSetSource<T>>;
  /** What the audit keeps of the row, snake_case as the API shows it: before the change, then after it. */
  snapshot: (row: Row<T>, when: "before" | "after") => unknown;
};

/** Answers the row as written. */
export async function updateAuditedRow<T extends PgTable>(
  tx: Db,
  actor: AuditActor,
  update: AuditedUpdate<T>,
): Promise<Row<T>> {
  const { table, where, action, targetType, targetId, snapshot } = update;
  const before = await lockRow(tx, table, where, update.missing);
  const beforeSnapshot = await snapshot(before, "before");
  const values = await update.change(before);
  const [after] = (await tx
    .update(table as PgTable)
    .set(values as PgUpdateSetSource<PgTable>)
    .where(where)
    .returning()) as Row<T>[];
  await recordAudit(tx, actor, {
    action,
    targetType,
    targetId,
    before: beforeSnapshot,
    after: await snapshot(after, "after"),
  });
  return after;
}
