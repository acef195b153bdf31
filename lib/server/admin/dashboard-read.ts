// The dashboard's heavy reads (tens of thousands of the period's paid orders joined, grouped and sorted) each run in
// a transaction of their own whose work_mem keeps those hashes and sorts in memory: at PostgreSQL's default 4 MB
// the 90-day percentile sort spilled to disk (scripts/bench-dashboard.mjs --explain). SET LOCAL ends with the
// transaction, so the pooled connection goes back with the server's setting; the reads still run side by side.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

const DASHBOARD_WORK_MEM = "32MB";

export function analyticRead<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx: Db) => {
    await tx.execute(sql.raw(`set local work_mem = '${DASHBOARD_WORK_MEM}'`));
    return read(tx);
  });
}
