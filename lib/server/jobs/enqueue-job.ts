// Sends a job inside the caller's transaction: the job exists exactly when the transaction commits (a paid order
// without its delivery job, or a job for a payment that rolled back, cannot exist).
import type { Db } from "../db/client";
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
