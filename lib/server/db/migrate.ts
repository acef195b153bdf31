// Applies the committed SQL migrations (drizzle-kit output) to PGlite or PostgreSQL alike. On PostgreSQL several
// instances may start together: a session advisory lock lets one migrate while the others wait, then find nothing
// left to do, so every migration runs exactly once. A database already migrated by a newer build of the store is
// refused with a clear message instead of being run by code that does not know its schema.
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { StartupError } from "../startup-error";
import type { Db } from "./db";
import { withSessionLock } from "./session-lock";

export const migrationsFolder = path.join(process.cwd(), "lib/server/db/migrations");

/** Held while migrating; the seed uses its own key. */
const MIGRATION_LOCK_KEY = 7_301_946_114;

type Migratable = {
  dialect: { migrate: (m: unknown, s: unknown, c: unknown) => Promise<void> };
  session: unknown;
};

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
  await withSessionLock(db, MIGRATION_LOCK_KEY, async () => {
    await refuseNewerSchema(db, newestKnown);
    // Both drizzle drivers expose the same dialect migrator; calling it directly keeps one code path.
    const inner = db as unknown as Migratable;
    await inner.dialect.migrate(migrations, inner.session, { migrationsFolder });
  });
}
