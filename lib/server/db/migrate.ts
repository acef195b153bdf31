// Applies the committed SQL migrations (drizzle-kit output) to PGlite or PostgreSQL alike.
import path from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "./db";

export const migrationsFolder = path.join(process.cwd(), "lib/server/db/migrations");

type Migratable = {
  dialect: { migrate: (m: unknown, s: unknown, c: unknown) => Promise<void> };
  session: unknown;
};

export async function migrateDatabase(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  // Both drizzle drivers expose the same dialect migrator; calling it directly keeps one code path.
  const inner = db as unknown as Migratable;
  await inner.dialect.migrate(migrations, inner.session, { migrationsFolder });
}
