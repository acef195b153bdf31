// Jest's global tear-down: the run's template databases dropped (their names are listed in the run's directory
// by tests/helpers/test-db.ts), then the directory with its PGlite dumps removed.
import { readdir, readFile, rm } from "node:fs/promises";
import { join } from "node:path";

export default async function tearDownRun() {
  const dir = process.env.STORE_TEST_DB_CACHE;
  if (!dir) return;
  const templates = [];
  for (const file of await readdir(dir).catch(() => [])) {
    if (file.startsWith("pg_")) templates.push(await readFile(join(dir, file), "utf8"));
  }
  if (templates.length && process.env.TEST_DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      for (const name of templates) {
        if (/^[a-z0-9_]+$/.test(name)) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    } finally {
      await client.end();
    }
  }
  await rm(dir, { recursive: true, force: true });
}
