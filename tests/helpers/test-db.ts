// A fresh, migrated and seeded database (the demo orders placed by the store's services) per test file: PGlite in
// memory, or a new PostgreSQL database when TEST_DATABASE_URL is set, opened by the process's start (startProcess).
// Route handlers pick it up through getDb().
//
// Migrating and seeding take about 12 s (84 demo orders placed, paid and delivered through the services), and a
// new PGlite 3 s more: most of the suite's time when every file did it. So a Jest run (tests/helpers/jest-run-
// setup.mjs) makes each kind of database once per worker, and every file starts from a copy of it: PGlite from a
// dump of its data directory, PostgreSQL from CREATE DATABASE ... TEMPLATE. A copy holds the same rows; only the
// demo orders' times are older, by at most the run's length. Outside such a run each file seeds its own.
import { randomBytes } from "node:crypto";
import { existsSync, openAsBlob } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { getDb, type Db } from "@/lib/server/db/client";
import { processRoot } from "@/lib/server/runtime/process-root";
import { startProcess, stopProcess } from "@/lib/server/runtime/start-process";
import { freshDatabase } from "@/scripts/lib/fresh-database.mjs";

export type TestDb = { db: Db; close: () => Promise<void>; engine: "pglite" | "postgres" };

/** A fresh, empty PostgreSQL database (a random name: test files run in parallel) in the server of `baseUrl`. */
export function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  return freshDatabase(baseUrl, `store_test_${randomBytes(6).toString("hex")}`);
}

/** The run's directory of database copies and its id (tests/helpers/jest-run-setup.mjs); none outside a run. */
const cache = process.env.STORE_TEST_DB_CACHE
  ? { dir: process.env.STORE_TEST_DB_CACHE, run: process.env.STORE_TEST_RUN_ID ?? "x" }
  : null;
const kindOf = (seed: boolean) => `${seed ? "seeded" : "empty"}_w${process.env.JEST_WORKER_ID ?? "0"}`;

/** An in-memory PGlite started from this run's dump of the kind, which the first file of the kind makes. */
async function startPglite(seed: boolean): Promise<void> {
  const imagePath = cache && join(cache.dir, `pglite_${kindOf(seed)}.tar`);
  // A file-backed Blob: PGlite reads it whole at once, 0.4 s sooner than a Blob of the file's bytes (1.0 against 1.4 s
  // for the 45 MB dump on the 2-core machine).
  const image = imagePath && existsSync(imagePath) ? await openAsBlob(imagePath) : undefined;
  await startProcess({ role: "tool", database: { url: "memory://", image }, seed });
  if (!imagePath || image) return;
  const dump = await processRoot().database!.dump!();
  await writeFile(`${imagePath}.part`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${imagePath}.part`, imagePath);
}

/**
 * This run's template database of the kind, made (migrated, seeded) and closed by the first file that needs it;
 * its name is listed in the run's directory so that the run's end drops it.
 */
async function postgresTemplate(base: string, seed: boolean): Promise<string> {
  const name = `store_tpl_${cache!.run}_${kindOf(seed)}`;
  const marker = join(cache!.dir, `pg_${name}`);
  if (existsSync(marker)) return name;
  const made = await freshDatabase(base, name);
  try {
    await startProcess({ role: "tool", database: { url: made.url }, seed });
    await stopProcess();
  } catch (err) {
    await made.drop();
    throw err;
  }
  await writeFile(marker, name);
  return name;
}

/** A new database copied from the template, tried again while the template's last connections are closing. */
async function copyOf(base: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await freshDatabase(base, `store_test_${randomBytes(6).toString("hex")}`, template);
    } catch (err) {
      // 55006: "source database is being accessed by other users" (a pool's sockets still closing).
      if ((err as { code?: string }).code !== "55006" || attempt === 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export async function startTestDb(
  options: { engine?: "pglite" | "postgres"; seed?: boolean } = {},
): Promise<TestDb> {
  const engine = options.engine ?? "pglite";
  const seed = options.seed !== false;
  let drop = async () => {};
  if (engine === "postgres") {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_DATABASE_URL is not set");
    const created = cache
      ? await copyOf(base, await postgresTemplate(base, seed))
      : await createPostgresDatabase(base);
    drop = created.drop;
    // The process's start as a tool (no workers, no schedulers): open, migrate, queue, then the demo data.
    await startProcess({ role: "tool", database: { url: created.url }, seed }).catch(async (err) => {
      await drop();
      throw err;
    });
  } else {
    await startPglite(seed);
  }
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
