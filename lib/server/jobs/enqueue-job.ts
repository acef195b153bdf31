// Sends a job inside the caller's transaction: the job exists exactly when the transaction commits (a paid order
// without its delivery job, or a job for a payment that rolled back, cannot exist).
import type { Db } from "../db/db";
import { requireJobQueue } from "./job-queue";
import type { QueueName } from "./queues";
import { currentRequestId } from "../http/request-context";
import { jobDbOf } from "./raw-sql";

/** The request that sent a job travels with it (`requestId` in its data), so the worker's logs name it too. */
function withSender(data: Record<string, unknown>): Record<string, unknown> {
  const requestId = currentRequestId();
  return requestId && !("requestId" in data) ? { ...data, requestId } : data;
}

export type EnqueueOptions = { startAfterSeconds?: number; singletonKey?: string };

export async function enqueueJob(
  tx: Db,
  queue: QueueName,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const boss = requireJobQueue();
  const id = await boss.send(queue, withSender(data), {
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
      data: withSender(data),
      // pg-boss reads a startAfter without a time zone as an interval ("5" = five seconds from now).
      ...(startAfterSeconds ? { startAfter: String(startAfterSeconds) } : {}),
    })),
    { db: jobDbOf(tx) },
  );
}
