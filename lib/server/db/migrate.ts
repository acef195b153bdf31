// Applies the committed SQL migrations (drizzle-kit output) to PGlite or PostgreSQL alike. On PostgreSQL several
// instances may start together: a session advisory lock lets one migrate while the others wait, then find nothing
// left to do, so every migration runs exactly once. A database already migrated by a newer build of the store is
// refused with a clear message instead of being run by code that does not know its schema.
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { StartupError } from "../startup-error";
import type { Db } from "./db";

export const migrationsFolder = path.join(process.cwd(), "lib/server/db/migrations");

/** Held while migrating; the seed uses its own key. */
const MIGRATION_LOCK_KEY = 7_301_946_114;

type Migratable = {
  dialect: { migrate: (m: unknown, s: unknown, c: unknown) => Promise<void> };
  session: unknown;
};

type PoolClient = { query: (text: string, values?: unknown[]) => Promise<unknown>; release: () => void };
type PgPool = { connect: () => Promise<PoolClient>; totalCount: number };

function poolOf(db: Db): PgPool | null {
  const client = (db as unknown as { $client?: Partial<PgPool> }).$client;
  return client && typeof client.connect === "function" && typeof client.totalCount === "number"
    ? (client as PgPool)
    : null;
}

/** Runs `work` holding the migration lock on PostgreSQL (PGlite has one process: its DATA_DIR lock). */
async function withMigrationLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return work();
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
    return await work();
  } finally {
    await lockHolder.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockHolder.release();
  }
}

const day = (millis: number) => new Date(millis).toISOString().slice(0, 10);

/** Refuses a database whose newest applied migration is newer than every migration this build carries. */
async function refuseNewerSchema(db: Db, newestKnown: number) {
  type Rows<T> = { rows: T[] };
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as Rows<{ present: boolean }>;
  if (!table.rows[0]?.present) return;
  const result = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{ newest: string }>;
  const applied = Number(result.rows[0]?.newest ?? 0);
  if (applied > newestKnown) {
    throw new StartupError(
      `The database was migrated by a newer build of the store (its schema is of ${day(applied)}, this build ` +
        `knows migrations up to ${day(newestKnown)}): start that build, or restore a backup taken before it`,
    );
  }
}

export async function migrateDatabase(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const newestKnown = Math.max(0, ...migrations.map((m) => m.folderMillis));
  await withMigrationLock(db, async () => {
    await refuseNewerSchema(db, newestKnown);
    // Both drizzle drivers expose the same dialect migrator; calling it directly keeps one code path.
    const inner = db as unknown as Migratable;
    await inner.dialect.migrate(migrations, inner.session, { migrationsFolder });
  });
}
