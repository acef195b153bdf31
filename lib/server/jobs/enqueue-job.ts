// Sends a job inside the caller's transaction: the job exists exactly when the transaction commits (a paid order
// without its delivery job, or a job for a payment that rolled back, cannot exist).
import type { Db } from "../db/db";
import { requireJobQueue } from "./job-queue";
import type { QueueName } from "./queues";
import { jobDbOf } from "./raw-sql";

export type EnqueueOptions = { startAfterSeconds?: number; singletonKey?: string };

export async function enqueueJob(
  tx: Db,
  queue: QueueName,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const boss = requireJobQueue();
  const id = await boss.send(queue, data, {
    db: jobDbOf(tx),
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  });
  // No id without a singleton key means the queue does not exist: refuse rather than lose the job.
  if (!id && !options.singletonKey) throw new Error(`job queue "${queue}" refused the job`);
  return id;
}

export type JobItem = { data: Record<string, unknown>; startAfterSeconds?: number };

/** Sends many jobs of one queue in one statement, inside the caller's transaction (the queue's retry policy applies). */
export async function enqueueJobs(tx: Db, queue: QueueName, items: readonly JobItem[]): Promise<void> {
  if (!items.length) return;
  await requireJobQueue().insert(
    items.map(({ data, startAfterSeconds }) => ({
      name: queue,
      data,
      // pg-boss reads a startAfter without a time zone as an interval ("5" = five seconds from now).
      ...(startAfterSeconds ? { startAfter: String(startAfterSeconds) } : {}),
    })),
    { db: jobDbOf(tx) },
  );
}
