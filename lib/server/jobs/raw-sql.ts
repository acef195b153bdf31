// pg-boss speaks plain SQL text with $1…$n parameters through a `db.executeSql(text, values)` adapter. These
// adapters run it on our own database handle (PGlite or pg), or inside a Drizzle transaction, so that a job
// sent while an order is paid commits or rolls back with the payment.
import { sql } from "drizzle-orm";
import type { Db } from "../db/db";

export type SqlResult = { rows: Record<string, unknown>[] };
export type RawSql = (text: string, values?: unknown[]) => Promise<SqlResult>;
export type JobDbAdapter = { executeSql: RawSql };

/** pg-boss's "$1" placeholders become Drizzle parameters, in place; the rest of the text is passed as it is. */
function toDrizzleSql(text: string, values: unknown[]) {
  const parts = text.split(/(\$\d+)/);
  return sql.join(
    parts.map((part) =>
      /^\$\d+$/.test(part) ? sql.param(values[Number(part.slice(1)) - 1]) : sql.raw(part),
    ),
  );
}

/** Runs pg-boss statements inside a Drizzle transaction (or on any Drizzle database). */
export function jobDbOf(db: Db): JobDbAdapter {
  return {
    executeSql: async (text, values = []) => {
      const result = (await db.execute(toDrizzleSql(text, values))) as unknown as SqlResult;
      return { rows: result.rows ?? [] };
    },
  };
}
