// Jobs of a worker that died (kill -9, a crash, the host gone) come back within seconds, not after pg-boss's expiry
// (expireInSeconds plus a maintenance round: about 45 s for deliveries). Each worker process writes its id into
// the jobs it took (pgboss.job.output, which pg-boss overwrites when the job completes or fails) and keeps a
// PostgreSQL connection of its own named after that id (application_name "store-worker <id>"): PostgreSQL drops
// the connection the moment the process dies, its socket closed by the kernel. Every worker sweeps, at its start
// and every few seconds, the active jobs whose holder has no such connection, and fails them: pg-boss retries them
// after the queue's retry delay, on any worker. This is what pg-boss's expiry does later: deliveries are guarded
// per line and refunds carry their idempotence key, so a holder wrongly found dead (its own connection cut) costs a
// second run, never a second delivery; a mail cut in the middle of its send may go twice, as after an expiry.
// On the embedded database one process holds the DATA_DIR: at its start every active job is a dead process's.
import { randomUUID } from "node:crypto";
import type PgBoss from "pg-boss";
import { getConfig } from "../config";
import { keepConnected, type LastingConnection } from "../db/lasting-connection";
import { logger } from "../logger";
import type { RawSql } from "./raw-sql";
import type { QueueName } from "./queues";

export const HOLDER_APPLICATION_PREFIX = "store-worker ";
/** How often a worker looks for jobs of dead workers. */
export const ORPHAN_SWEEP_SECONDS = 5;

const holderId = randomUUID();
let presence: LastingConnection | undefined;
let sweeper: NodeJS.Timeout | undefined;

/** The process database's SQL (given at start: this module is below lib/server/db/client.ts). */
let run: RawSql | undefined;
async function executeSql(text: string, values: unknown[]) {
  if (!run) throw new Error("the job holder is not started");
  return run(text, values);
}

/** Writes this process's id into jobs it has just taken (still active). */
export async function markJobsHeld(queue: QueueName, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await executeSql(
    `update pgboss.job set output = jsonb_build_object('holder', $1::text)
     where name = $2 and id in (select unnest($3::uuid[])) and state = 'active'`,
    [holderId, queue, ids],
  );
}

/** Fails the active jobs of `queues` whose holder is gone; answers how many. */
export async function failOrphanedJobs(boss: PgBoss, queues: QueueName[]): Promise<number> {
  const live = getConfig().DATABASE_URL
    ? `exists (select 1 from pg_stat_activity a
         where a.application_name = '${HOLDER_APPLICATION_PREFIX}' || (j.output->>'holder'))`
    : "false";
  const { rows } = await executeSql(
    `select j.name, j.id from pgboss.job j
     where j.name in (select unnest($1::text[])) and j.state = 'active'
       and j.output->>'holder' is not null and j.output->>'holder' <> $2 and not ${live}`,
    [queues, holderId],
  );
  const byQueue = new Map<string, string[]>();
  for (const row of rows)
    byQueue.set(String(row.name), [...(byQueue.get(String(row.name)) ?? []), String(row.id)]);
  for (const [queue, ids] of byQueue) {
    const output = { message: "the worker holding this job stopped: retried" };
    await Promise.all(ids.map((id) => boss.fail(queue, id, output)));
    logger.warn({ queue, jobs: ids.length }, "jobs of a stopped worker given back for retry");
  }
  return rows.length;
}

/**
 * Keeps this process's presence connection (PostgreSQL only) and sweeps for dead workers' jobs at once and every
 * ORPHAN_SWEEP_SECONDS. Before the workers fetch anything.
 */
export async function startJobHolder(boss: PgBoss, queues: QueueName[], sql: RawSql): Promise<void> {
  run = sql;
  const url = getConfig().DATABASE_URL;
  if (url && !presence) {
    presence = keepConnected({
      url,
      name: "worker presence",
      applicationName: `${HOLDER_APPLICATION_PREFIX}${holderId}`,
      onConnect: async () => {},
    });
    await presence.firstAttempt;
  }
  const sweep = () =>
    failOrphanedJobs(boss, queues).catch((err: unknown) =>
      logger.warn({ err: (err as Error).message }, "sweep for a stopped worker's jobs failed"),
    );
  await sweep();
  sweeper ??= setInterval(() => void sweep(), ORPHAN_SWEEP_SECONDS * 1000);
  sweeper.unref();
}

export async function stopJobHolder(): Promise<void> {
  if (sweeper) clearInterval(sweeper);
  sweeper = undefined;
  await presence?.stop();
  presence = undefined;
}
