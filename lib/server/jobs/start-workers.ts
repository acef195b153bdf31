// The workers of this process: delivery of paid orders, refunds through the payment provider, and e-mail. Run
// inside the server by default and by `npm run worker` when an operator runs them apart (WORKER=off on the web
// instances). Jobs are fetched in batches and run side by side; a job that throws is failed on its own (pg-boss
// retries it with backoff, and its last try refunds, or leaves a refund to the operator, instead of failing
// again), the rest of its batch completes. A worker whose batch came back full fetches again at once instead of
// waiting out its polling interval, so a backlog drains as fast as the batches run.
import type PgBoss from "pg-boss";
import { deliverOrders } from "../fulfilment/deliver-order";
import { withRequestId } from "../http/request-context";
import { logger } from "../logger";
import { jobsTotal } from "../metrics/metrics";
import { MailRefusedError, sendMail } from "../mail/send-mail";
import type { MailMessage } from "../mail/mail-message";
import { assertReceiptSentFirst, MailNotYetError } from "../mail/mail-order";
import { runRefundJob, type RefundJob } from "../payments/run-refund-job";
import { claimWorkerRole, requireJobQueue } from "./job-queue";
import { markJobsHeld, startJobHolder } from "./job-holders";
import { jobDbOf } from "./raw-sql";
import { getDb } from "../db/client";
import { QUEUES, type QueueName } from "./queues";
import { errorText } from "../errors/error-text";

type WorkerPlan = { workers: number; batchSize: number; pollingIntervalSeconds: number };

const DELIVERY: WorkerPlan = { workers: 4, batchSize: 25, pollingIntervalSeconds: 0.5 };
const MAIL: WorkerPlan = { workers: 2, batchSize: 25, pollingIntervalSeconds: 1 };
const REFUND: WorkerPlan = { workers: 1, batchSize: 5, pollingIntervalSeconds: 2 };

type Job<T> = PgBoss.JobWithMetadata<T>;

async function failJob(boss: PgBoss, queue: QueueName, id: string, err: unknown) {
  const message = errorText(err);
  // An e-mail waiting for its order's receipt is the expected order of things, not a fault: info, not a warning.
  logger[err instanceof MailNotYetError ? "info" : "warn"](
    { queue, jobId: id, message },
    "job failed: retried later",
  );
  await boss.fail(queue, id, { message });
}

const isLastAttempt = (job: Job<unknown>) => job.retryCount >= job.retryLimit;

/** The request that sent the job (lib/server/jobs/enqueue-job.ts), for the logs of its work. */
const requestIdOf = (data: unknown) => {
  const id = (data as { requestId?: unknown } | null)?.requestId;
  return typeof id === "string" ? id : undefined;
};

/** Starts `plan.workers` workers on `queue`; `run` answers, per job, the error to fail it with (or nothing). */
async function startQueueWorkers<T extends object>(
  boss: PgBoss,
  queue: QueueName,
  plan: WorkerPlan,
  run: (jobs: Job<T>[]) => Promise<Map<string, unknown>>,
) {
  for (let i = 0; i < plan.workers; i++) {
    let workerId = "";
    workerId = await boss.work<T>(
      queue,
      {
        batchSize: plan.batchSize,
        pollingIntervalSeconds: plan.pollingIntervalSeconds,
        includeMetadata: true,
      },
      async (jobs: Job<T>[]) => {
        // Named as ours before the work starts: a worker that dies with them is found out in seconds (job-holders.ts).
        await markJobsHeld(
          queue,
          jobs.map((job) => job.id),
        ).catch((err: unknown) =>
          logger.warn({ queue, err: (err as Error).message }, "jobs not marked as held"),
        );
        const failures = await run(jobs);
        await Promise.all([...failures].map(([id, err]) => failJob(boss, queue, id, err)));
        jobsTotal.inc({ queue, outcome: "failed" }, failures.size);
        jobsTotal.inc({ queue, outcome: "completed" }, jobs.length - failures.size);
        if (jobs.length === plan.batchSize && workerId) boss.notifyWorker(workerId);
      },
    );
  }
}

/** Runs each job on its own, side by side; a job that throws is failed alone. */
function eachJob<T>(handle: (job: Job<T>) => Promise<unknown>) {
  return async (jobs: Job<T>[]) => {
    const failures = new Map<string, unknown>();
    await Promise.all(
      jobs.map((job) =>
        withRequestId(requestIdOf(job.data), () => handle(job)).catch((err) => failures.set(job.id, err)),
      ),
    );
    return failures;
  };
}

export async function startWorkers(): Promise<boolean> {
  if (!claimWorkerRole()) return false;
  const boss = requireJobQueue();
  // Jobs a dead worker held go back to their queues before this one fetches, and every few seconds after.
  await startJobHolder(boss, Object.values(QUEUES), jobDbOf(await getDb()).executeSql);
  // A batch of deliveries runs together (a few round trips per batch); a job whose order met a fault fails alone.
  await startQueueWorkers<{ orderId: number }>(boss, QUEUES.deliverOrder, DELIVERY, async (jobs) => {
    const errors = await deliverOrders(
      jobs.map((job) => ({
        orderId: job.data.orderId,
        isLastAttempt: isLastAttempt(job),
        requestId: requestIdOf(job.data),
      })),
    );
    return new Map(
      jobs.flatMap((job) => (errors.get(job.data.orderId) ? [[job.id, errors.get(job.data.orderId)]] : [])),
    );
  });
  await startQueueWorkers<RefundJob>(
    boss,
    QUEUES.refundPayment,
    REFUND,
    eachJob((job) => runRefundJob(job.data, { isLastAttempt: isLastAttempt(job) })),
  );
  await startQueueWorkers<MailMessage>(
    boss,
    QUEUES.sendMail,
    MAIL,
    eachJob((job) =>
      assertReceiptSentFirst(job)
        .then(() => sendMail(job.data))
        .catch((err) => {
          // A message that can never go (a bad address) is dropped with a log line, not retried.
          if (!(err instanceof MailRefusedError)) throw err;
          logger.error({ jobId: job.id, message: err.message }, "mail refused: not retried");
        }),
    ),
  );
  logger.info({ delivery: DELIVERY, refund: REFUND, mail: MAIL }, "job workers started");
  return true;
}
