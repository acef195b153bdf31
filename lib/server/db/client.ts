// Database handle: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { logger } from "../logger";
import { getConfig } from "../config";
import { migrateDatabase } from "./migrate";
import { seedDatabase } from "./seed";
import { ensureDemoPassword } from "../auth/ensure-demo-password";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; close: () => Promise<void> };

const globalKey = Symbol.for("store.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };

/** Opens a database (no migration). `url` "memory://" gives a throw-away PGlite. */
export async function openDatabase(url?: string, dataDir?: string): Promise<Handle> {
  if (url && url.startsWith("postgres")) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const pool = new Pool({ connectionString: url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
    pool.on("error", (err) =>
      logger.warn({ code: (err as { code?: string }).code }, "idle database connection lost"),
    );
    return { db: drizzle(pool, { schema }) as unknown as Db, close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let client;
  if (url === "memory://") {
    client = new PGlite();
  } else {
    const dir = path.resolve(dataDir ?? getConfig().DATA_DIR, "pglite");
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Db, close: () => client.close() };
}

async function openAppDatabase(): Promise<Handle> {
  const config = getConfig();
  const handle = await openDatabase(config.DATABASE_URL);
  await migrateDatabase(handle.db);
  if (config.STORE_MODE === "demo" || config.SEED_DEMO) await seedDatabase(handle.db);
  await ensureDemoPassword(handle.db);
  return handle;
}

/** The process-wide database, migrated and (in demo mode) seeded on first use. */
export async function getDb(): Promise<Db> {
  // `next build` tries to prerender pages; one that reads the database must become dynamic instead of
  // opening (and seeding) a database from the build process.
  if (process.env.NEXT_PHASE === "phase-production-build") {
    const { connection } = await import("next/server");
    await connection();
  }
  const g = globalThis as GlobalWithDb;
  g[globalKey] ??= openAppDatabase().catch((err) => {
    g[globalKey] = undefined;
    throw err;
  });
  return (await g[globalKey]).db;
}

/** Tests swap in their own database. */
export function setDbForTests(handle: Handle | undefined) {
  (globalThis as GlobalWithDb)[globalKey] = handle ? Promise.resolve(handle) : undefined;
}
