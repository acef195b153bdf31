// Database handle: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set. openDatabase opens
// one; the process's own is opened by startProcess (lib/server/runtime/start-process.ts) and read through getDb().
import * as schema from "./schema";
import type { Db } from "./db";
import { logger } from "../logger";
import { getConfig } from "../config";
import { acquireDataDirLock } from "./data-dir-lock";
import { checkDataDir } from "./check-data-dir";
import { describePostgresError } from "./describe-postgres-error";
import { StartupError } from "../startup-error";
import type { SqlResult } from "../jobs/raw-sql";
import { processRoot, type DatabaseHandle } from "../runtime/process-root";
import { noteDatabaseRead } from "../cache/tag-collector";
import { deferPrerenderInBuild } from "../http/defer-prerender";
import { pgliteWithNamedStatements } from "./pglite-statements";
import { poolWithNamedStatements } from "./pg-statements";
import { retryRolledBackTransactions } from "./retry-transaction";

export type { Db };

type Handle = DatabaseHandle;

/**
 * A throw-away PGlite's buffer pool: 16 MB instead of PostgreSQL's 128 MB. PGlite zeroes the whole pool on every
 * open, much of an open's CPU: a dump restored in memory took 1.3-1.7 s of CPU, and 0.9-1.0 s with 16 MB. In memory
 * the pool only copies pages that are in memory already (a test file's demo database is 12 MB). A DATA_DIR keeps the
 * default: with 32 MB, order creation on PGlite showed p99 spikes of 2.5-2.9 s in two of three bench runs
 * (docs/benchmarks.md).
 */
const MEMORY_START_PARAMS = ["-c", "shared_buffers=16MB"];

// Under the 10 s an operator waits for a start to fail on an unreachable DATABASE_URL.
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  let pool;
  try {
    pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  } catch (err) {
    throw new StartupError(describePostgresError(err, url, CONNECT_TIMEOUT_MS), { cause: err });
  }
  // A connection dropped by the server (restart, failover, `pg_ctl -m immediate stop`) must not crash the process:
  // an idle one is reported by the pool, a checked-out one (a transaction between two statements) by its own client,
  // which has no listener of the pool's while it is lent out. The statement in progress fails; the pool reconnects.
  pool.on("error", (err) =>
    logger.warn({ errorCode: (err as { code?: string }).code }, "idle database connection lost"),
  );
  pool.on("connect", (client) =>
    client.on("error", (err) =>
      logger.warn(
        { errorCode: (err as { code?: string }).code, err: err.message },
        "database connection lost",
      ),
    ),
  );
  // Connect once now: otherwise the first failure is the migration's "Failed query: CREATE SCHEMA…".
  try {
    await pool.query("select 1");
  } catch (err) {
    await pool.end().catch(() => {});
    throw new StartupError(describePostgresError(err, url, CONNECT_TIMEOUT_MS), { cause: err });
  }
  return {
    // Repeated statements run as named ones, prepared once per connection: ./pg-statements.ts
    // A transaction rolled back for a deadlock runs again: ./retry-transaction.ts
    db: retryRolledBackTransactions(drizzle(poolWithNamedStatements(pool), { schema }) as unknown as Db),
    exec: (text) => pool.query(text) as Promise<SqlResult>,
    close: () => pool.end(),
    // The pool's counts, read synchronously by the metrics (lib/server/metrics/metrics.ts).
    pool,
  };
}

/**
 * Opens a database (no migration). `url` "memory://" gives a throw-away PGlite. A PGlite directory is checked and
 * locked for this process first; environment faults throw a StartupError with a one-line message.
 */
/**
 * `image`: for "memory://", a dump of a PGlite data directory to start from (the tests start each file's database
 * from one seeded database's dump: tests/helpers/test-db.ts); the handle's `dump` makes one.
 */
export async function openDatabase(url?: string, dataDir?: string, image?: Blob): Promise<Handle> {
  if (url && url.startsWith("postgres")) return openPostgres(url);
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (url === "memory://") {
    const startParams = [...PGlite.defaultStartParams, ...MEMORY_START_PARAMS];
    const client = new PGlite(image ? { loadDataDir: image, startParams } : { startParams });
    await client.waitReady;
    return {
      db: drizzle(pgliteWithNamedStatements(client), { schema }) as unknown as Db,
      exec: execOn(client),
      close: () => client.close(),
      dump: () => client.dumpDataDir("none"),
    };
  }
  const root = dataDir ?? getConfig().DATA_DIR;
  const dir = checkDataDir(root);
  const release = acquireDataDirLock(root);
  let client;
  try {
    client = new PGlite(dir);
    await client.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  return {
    // Repeated statements run as named ones (parsed and planned once): ./pglite-statements.ts
    db: drizzle(pgliteWithNamedStatements(client), { schema }) as unknown as Db,
    exec: execOn(client),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** PGlite runs several statements in one text through exec(); the last statement's rows are the answer. */
const execOn =
  (client: { exec: (text: string) => Promise<{ rows: unknown[] }[]> }) =>
  async (text: string): Promise<SqlResult> => {
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as SqlResult["rows"] };
  };

/**
 * The process's database, opened (and migrated) by startProcess at the process's start; waits for a start under
 * way. Throws when the process was not started: a bug of its entry, never a shopper's fault.
 */
export async function getDb(): Promise<Db> {
  // A read outside a tagged (cached) read makes the request's answer unfit for the page cache (tag-collector.ts).
  noteDatabaseRead();
  await deferPrerenderInBuild();
  const root = processRoot();
  if (!root.database) await root.started;
  if (!root.database)
    throw new Error("the database is not open: the process's entry starts it (startProcess)");
  return root.database.db;
}

/** Makes `handle` the process's database for getDb() (scripts that run the services on a handle they opened). */
export function setProcessDatabase(handle: Handle | undefined) {
  processRoot().database = handle;
}
