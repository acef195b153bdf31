// `npm run db:migrate`: applies the committed migrations to the database the server would open (DATABASE_URL, or
// the embedded PGlite in DATA_DIR) and names the ones it applied; nothing else (no seed, no job queue: the server
// creates the job tables itself at start). Safe to run any number of times; exit 1 with one line on failure.
import { readFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../lib/server/config";
import { isStartupError } from "../lib/server/startup-error";
import { errorText } from "../lib/server/errors/error-text";
import { openDatabase } from "../lib/server/db/client";
import { migrateDatabase, migrationsFolder } from "../lib/server/db/migrate";

type Exec = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
type Journal = { entries: { when: number; tag: string }[] };

/** The `created_at` (the migration's folder time) of every migration drizzle has recorded as applied. */
async function readAppliedTimes(exec: Exec): Promise<Set<number>> {
  const { rows } = await exec("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!rows[0]?.present) return new Set();
  const applied = await exec("select created_at from drizzle.__drizzle_migrations");
  return new Set(applied.rows.map((row) => Number(row.created_at)));
}

async function main() {
  const config = readConfig();
  const where = config.DATABASE_URL
    ? "PostgreSQL (DATABASE_URL)"
    : `embedded PGlite in ${path.resolve(config.DATA_DIR, "pglite")}`;
  console.log(`• Database: ${where}`);
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
  ) as Journal;
  const handle = await openDatabase(config.DATABASE_URL, config.DATA_DIR);
  try {
    const before = await readAppliedTimes(handle.exec);
    await migrateDatabase(handle.db);
    const after = await readAppliedTimes(handle.exec);
    const applied = journal.entries.filter((entry) => after.has(entry.when) && !before.has(entry.when));
    for (const entry of applied) console.log(`• Applied ${entry.tag}`);
    console.log(
      applied.length
        ? `• ${applied.length} migration(s) applied; ${after.size} in all`
        : `• Already up to date: ${after.size} migration(s) applied before`,
    );
  } finally {
    await handle.close();
  }
}

// One line either way: the environment's fault as it is (bad DATABASE_URL, DATA_DIR locked or unusable), anything
// else (a migration's SQL refused) as a failed migration.
main().catch((err) => {
  if (isStartupError(err)) console.error(`✖ ${err.message}`);
  else {
    console.error(`✖ Migrations failed: ${errorText(err)}`);
  }
  process.exit(1);
});
