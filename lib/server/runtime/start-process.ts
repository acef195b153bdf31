// The start of a store process, step by step and in order, and its stop. Called once per process by its entry:
// instrumentation.ts (role "web"), scripts/worker.ts ("worker"), the tools that run the store's services
// (scripts/prepare-db.ts, scripts/standoff-queue.ts: "tool") and the tests' startTestDb. What it starts is held by
// the process root (process-root.ts); getDb() only reads the database opened here.
//   1. the configuration is checked (the configured database only);
//   2. the database is opened, a PGlite directory checked and locked for this process: a bad DATABASE_URL, an
//      unusable or locked DATA_DIR throws a StartupError with a one-line message;
//   3. migrations;
//   4. the job queue (its tables and queues), before any transaction can want to send a job;
//   5. the demo catalogue and its order history when configured (STORE_MODE=demo or SEED_DEMO), and the demo
//      shopper's password in demo mode;
//   6. the role's services: the web process's cache bus, the unpaid-order expiry sweep and, unless WORKER=off, the
//      job workers; a worker process's workers and sweep; a tool's nothing more.
import { getConfig, checkStartupConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed";
import { ensureDemoPassword } from "../auth/ensure-demo-password";
import { seedDemoOrders } from "../demo/seed-demo-orders";
import { startJobQueue, stopJobQueue } from "../jobs/job-queue";
import { startWorkers } from "../jobs/start-workers";
import { startCacheBus, stopCacheBus } from "../cache/cache-bus";
import { dropLocalTags } from "../cache/invalidate-tags";
import { startOrderExpirySweep, stopOrderExpirySweep } from "../orders/schedule-order-expiry";
import { processRoot } from "./process-root";

export type ProcessRole = "web" | "worker" | "tool";

export type StartOptions = {
  role: ProcessRole;
  /** Another database than the configured one ("memory://": a throw-away PGlite); the tests' own. */
  database?: { url?: string; dataDir?: string; image?: Blob };
  /** Seed the demo catalogue and its orders; by default when STORE_MODE=demo or SEED_DEMO. */
  seed?: boolean;
};

/** What step 5 did, for the tools that say so. */
export type StartReport = { seeded: boolean; demoOrders: number; demoPassword: boolean };

/**
 * Starts this process (once: a second call gets the first one's start). On failure what was opened is closed
 * again and the error thrown (a StartupError for the environment's faults).
 */
export function startProcess(options: StartOptions): Promise<StartReport> {
  const root = processRoot();
  if (root.started) return root.started as Promise<StartReport>;
  root.stop = stopProcess;
  const started = runSteps(options).catch(async (err: unknown) => {
    await stopProcess().catch(() => {});
    throw err;
  });
  root.started = started;
  return started;
}

async function runSteps({ role, database, seed }: StartOptions): Promise<StartReport> {
  const config = getConfig();
  if (!database) checkStartupConfig(config);
  const handle = await openDatabase(
    database ? database.url : config.DATABASE_URL,
    database ? database.dataDir : config.DATA_DIR,
    database?.image,
  );
  processRoot().database = handle;
  await migrateDatabase(handle.db);
  await startJobQueue(handle);
  const report: StartReport = { seeded: false, demoOrders: 0, demoPassword: false };
  if (seed ?? (config.STORE_MODE === "demo" || config.SEED_DEMO)) {
    report.seeded = await seedDatabase(handle.db);
    if (role !== "worker") report.demoOrders = await placeDemoOrders(role);
  }
  if (!database) report.demoPassword = await ensureDemoPassword(handle.db);
  if (role === "web") {
    // Other instances' catalogue changes and new orders drop this one's cached answers too.
    await startCacheBus(dropLocalTags).catch((err: unknown) =>
      console.error(`• cache bus not started (answers expire by their lifetime only): ${String(err)}`),
    );
  }
  if (role !== "tool") startOrderExpirySweep();
  if (role === "worker" || (role === "web" && config.WORKER === "on")) await startWorkers();
  return report;
}

/** The demo order history, placed by the store's own services; a web process serves the catalogue without it. */
async function placeDemoOrders(role: ProcessRole): Promise<number> {
  if (role !== "web") return seedDemoOrders();
  return seedDemoOrders().catch((err: unknown) => {
    console.error(`✖ demo orders not placed (the catalogue is served without them): ${String(err)}`);
    return 0;
  });
}

/** Stops what startProcess started, the jobs in hand finished first, then closes the database (and its lock). */
export async function stopProcess(): Promise<void> {
  const root = processRoot();
  root.started = undefined;
  root.stop = undefined;
  stopOrderExpirySweep();
  await stopCacheBus();
  await stopJobQueue();
  const database = root.database;
  root.database = undefined;
  await database?.close();
}
