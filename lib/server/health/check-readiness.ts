// Readiness of this instance to take traffic: the database answers, its schema has every migration this build
// carries, the job queue answers (a read of its own state, through the connection it uses), and the process is not
// shutting down. Each check answers "ok" or a word for why not, so a 503 names the failing part (GET
// /api/health/ready) without internals: the answer is public, the error itself goes to the log only.
import { readMigrationFiles } from "drizzle-orm/migrator";
import { sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import { isJobQueueStarted, requireJobQueue } from "../jobs/job-queue";
import { QUEUES } from "../jobs/queues";
import { logger } from "../logger";
import { isShuttingDown } from "./shutdown-state";
import { errorText } from "../errors/error-text";

export type Readiness = {
  ready: boolean;
  checks: { database: string; migrations: string; queue: string; shutdown: string };
};

const DATABASE_TIMEOUT_MS = 2_000;

let newestMigration: number | undefined;
function newestMigrationMillis(): number {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  return newestMigration;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    work,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref()),
  ]);
}

const reason = (err: unknown) => errorText(err).slice(0, 200);

/** "ok" when the job queue reads its own state (the delivery queue's row) in time. */
async function checkQueue(): Promise<string> {
  if (!isJobQueueStarted()) return "not started";
  const queue = await withTimeout(requireJobQueue().getQueue(QUEUES.deliverOrder), DATABASE_TIMEOUT_MS);
  return queue ? "ok" : "missing";
}

export async function checkReadiness(): Promise<Readiness> {
  const checks: Readiness["checks"] = {
    database: "ok",
    migrations: "ok",
    queue: "ok",
    shutdown: isShuttingDown() ? "shutting down" : "ok",
  };
  const faults: Record<string, string> = {};
  try {
    const db = await withTimeout(getDb(), DATABASE_TIMEOUT_MS);
    const result = (await withTimeout(
      db.execute(sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`),
      DATABASE_TIMEOUT_MS,
    )) as unknown as { rows: { newest: string }[] };
    const applied = Number(result.rows[0]?.newest ?? 0);
    if (applied < newestMigrationMillis())
      checks.migrations = "the database lacks migrations this build needs";
  } catch (err) {
    checks.database = "unavailable";
    checks.migrations = "unknown";
    faults.database = reason(err);
  }
  try {
    checks.queue = await checkQueue();
  } catch (err) {
    checks.queue = "unavailable";
    faults.queue = reason(err);
  }
  const ready = Object.values(checks).every((c) => c === "ok");
  if (!ready) logger.warn({ checks, faults }, "readiness check failed");
  return { ready, checks };
}
