// A fresh, migrated and seeded database (the demo orders placed by the store's services) per test file: PGlite in
// memory, or a new PostgreSQL database when TEST_DATABASE_URL is set, opened by the process's start (startProcess).
// Route handlers pick it up through getDb().
import { randomBytes } from "node:crypto";
import { getDb, type Db } from "@/lib/server/db/client";
import { startProcess, stopProcess } from "@/lib/server/runtime/start-process";
import { freshDatabase } from "@/scripts/lib/fresh-database.mjs";

export type TestDb = { db: Db; close: () => Promise<void>; engine: "pglite" | "postgres" };

/** A fresh, empty PostgreSQL database (a random name: test files run in parallel) in the server of `baseUrl`. */
export function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return freshDatabase(baseUrl, `store_test_${randomBytes(6).toString("hex")}`);
}

export async function startTestDb(
  options: { engine?: "pglite" | "postgres"; seed?: boolean } = {},
): Promise<TestDb> {
  const engine = options.engine ?? "pglite";
  let url = "memory://";
  let drop = async () => {};
  if (engine === "postgres") {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_DATABASE_URL is not set");
    const created = await createPostgresDatabase(base);
    ({ url, drop } = created);
  }
  // The process's start as a tool (no workers, no schedulers): open, migrate, queue, then the demo data.
  await startProcess({ role: "tool", database: { url }, seed: options.seed !== false }).catch(async (err) => {
    await drop();
    throw err;
  });
  return {
    db: await getDb(),
    engine,
    close: async () => {
      await stopProcess();
      await drop();
    },
  };
}

/** Engines to run an integration suite on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * describe.each over PostgreSQL alone, for races PGlite (one connection) cannot show; without TEST_DATABASE_URL
 * the suite is listed as skipped and a warning names the file and why it needs PostgreSQL.
 */
export function describeOnPostgres(file: string, why: string) {
  const onPostgres = testEngines.filter((e) => e === "postgres");
  if (!onPostgres.length) console.warn(`${file} skipped: TEST_DATABASE_URL is not set (${why})`);
  return onPostgres.length
    ? describe.each(onPostgres)
    : describe.skip.each(["PostgreSQL (skipped: TEST_DATABASE_URL is not set)"]);
}
