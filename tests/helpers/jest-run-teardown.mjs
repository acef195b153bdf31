// Jest's global tear-down: the run's template databases dropped (their names are listed in the run's directory
// by tests/helpers/test-db.ts), then the directory with its PGlite dumps removed.
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { dropDatabase } from "../../scripts/lib/fresh-database.mjs";
import { stopListed } from "./run-leftovers.mjs";

export default async function tearDownRun() {
  const dir = process.env.STORE_TEST_DB_CACHE;
  if (!dir) return;
  // Whatever a test left running (an afterAll that timed out) is stopped with the run.
  stopListed();
  const base = process.env.TEST_DATABASE_URL;
  for (const file of await readdir(dir).catch(() => [])) {
    if (base && file.startsWith("pg_")) await dropDatabase(base, await readFile(join(dir, file), "utf8"));
  }
  await rm(dir, { recursive: true, force: true });
}
