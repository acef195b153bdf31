// A PostgreSQL session advisory lock around work that several instances starting together must not do at the same
// time (migrations, creating the job queues): one holds the lock on a connection of its own while the others wait.
// PGlite has one process (its DATA_DIR lock), so the work simply runs.
import type { Db } from "./db";

type PoolClient = { query: (text: string, values?: unknown[]) => Promise<unknown>; release: () => void };
type PgPool = { connect: () => Promise<PoolClient>; totalCount: number };

function poolOf(db: Db): PgPool | null {
  const client = (db as unknown as { $client?: Partial<PgPool> }).$client;
  return client && typeof client.connect === "function" && typeof client.totalCount === "number"
    ? (client as PgPool)
    : null;
}

export async function withSessionLock<T>(db: Db, key: number, work: () => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return work();
  const holder = await pool.connect();
  try {
    await holder.query("select pg_advisory_lock($1::bigint)", [key]);
    return await work();
  } finally {
    await holder.query("select pg_advisory_unlock($1::bigint)", [key]).catch(() => {});
    holder.release();
  }
}
