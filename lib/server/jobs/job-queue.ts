// The process's pg-boss instance, on the store's own database (PGlite or PostgreSQL): started once the database
// is migrated, before any transaction can want to send a job (on PGlite a start inside a transaction would wait
// for its one connection forever). Stopping waits for the jobs in hand.
import PgBoss from "pg-boss";
import { logger } from "../logger";
import type { Db } from "../db/db";
import { withSessionLock } from "../db/session-lock";
import { QUEUE_OPTIONS } from "./queues";
import { jobDbOf, type SqlResult } from "./raw-sql";
import { processRoot } from "../runtime/process-root";

const QUEUE_LOCK_KEY = 7_301_946_115;

export type JobDatabase = { db: Db; exec: (text: string) => Promise<SqlResult> };

/** Creates the job tables (pg-boss's own migrations) and the queues, and starts the maintenance timers. */
export async function startJobQueue(database: JobDatabase): Promise<PgBoss> {
  const root = processRoot();
  if (root.jobs) return root.jobs.boss;
  const inline = jobDbOf(database.db);
  const boss = new PgBoss({
    // Statements with parameters go through Drizzle; pg-boss's parameterless migrations may hold several.
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        values?.length ? inline.executeSql(text, values) : database.exec(text),
    },
    schema: "pgboss",
    migrate: true,
    supervise: true,
    schedule: false,
    // Maintenance gives back the jobs of a worker that died when they expire (their queue's expireInSeconds, checked
    // every 15 s); job-holders.ts gives them back within seconds, this is the backstop.
    maintenanceIntervalSeconds: 15,
    // Finished jobs stay in pgboss.archive for a year (pg-boss's default is 7 days): the console's order page lists
    // the order's e-mails from their send-mail jobs (lib/server/orders/staff/order-mails.ts) and can resend any of them.
    deleteAfterDays: 365,
  });
  boss.on("error", (err: Error) => logger.error({ err: err.message }, "job queue error"));
  await boss.start();
  // Instances starting together on one PostgreSQL would race to create the same queue (pg-boss refuses the
  // second): one creates them while the others wait, then find them there.
  await withSessionLock(database.db, QUEUE_LOCK_KEY, async () => {
    for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
      await boss.createQueue(name, { name, ...options, retryBackoff: true });
    }
  });
  root.jobs = { boss, working: false };
  return boss;
}

/** The started queue; throws when the database was opened without it (a bug, never a shopper's fault). */
export function requireJobQueue(): PgBoss {
  const state = processRoot().jobs;
  if (!state) throw new Error("the job queue is not started: the process's entry starts it (startProcess)");
  return state.boss;
}

export function isJobQueueStarted(): boolean {
  return Boolean(processRoot().jobs);
}

/** Marks that this process runs workers (once). */
export function claimWorkerRole(): boolean {
  const state = processRoot().jobs;
  if (!state || state.working) return false;
  state.working = true;
  return true;
}

/** Stops fetching, waits up to `timeoutMs` for jobs in hand, and forgets the instance. */
export async function stopJobQueue(timeoutMs = 10_000): Promise<void> {
  const root = processRoot();
  const state = root.jobs;
  if (!state) return;
  root.jobs = undefined;
  await state.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  // Only now that the jobs in hand are done may other workers take this process for dead (job-holders.ts).
  const { stopJobHolder } = await import("./job-holders");
  await stopJobHolder();
}
