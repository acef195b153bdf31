// The workers of this process: delivery of paid orders, refunds through the payment provider, and e-mail. Run
// inside the server by default and by `npm run worker` when an operator runs them apart (WORKER=off on the web
// instances). Jobs are fetched in batches and run side by side; a job that throws is failed on its own (pg-boss
// retries it with backoff, and its last try refunds, or leaves a refund to the operator, instead of failing
// again), the rest of its batch completes.
import type PgBoss from "pg-boss";
import { deliverOrders } from "../fulfilment/deliver-order";
import { logger } from "../logger";
import { MailRefusedError, sendMail } from "../mail/send-mail";
import type { MailMessage } from "../mail/mail-message";
import { runRefundJob, type RefundJob } from "../payments/run-refund-job";
import { claimWorkerRole, requireJobQueue } from "./job-queue";
import { QUEUES, type QueueName } from "./queues";

const DELIVERY = { workers: 4, batchSize: 25 };
const MAIL = { workers: 1, batchSize: 10 };
const REFUND = { workers: 1, batchSize: 5 };

async function failJob(boss: PgBoss, queue: QueueName, id: string, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  logger.warn({ queue, jobId: id, message }, "job failed: retried later");
  await boss.fail(queue, id, { message });
}

export async function startWorkers(): Promise<boolean> {
  if (!claimWorkerRole()) return false;
  const boss = requireJobQueue();
  for (let i = 0; i < DELIVERY.workers; i++) {
    await boss.work<{ orderId: number }>(
      QUEUES.deliverOrder,
      { batchSize: DELIVERY.batchSize, pollingIntervalSeconds: 0.5, includeMetadata: true },
      async (jobs: PgBoss.JobWithMetadata<{ orderId: number }>[]) => {
        // The batch is delivered together (a few round trips per batch); a job whose order met a fault fails alone.
        const errors = await deliverOrders(
          jobs.map((job) => ({ orderId: job.data.orderId, isLastAttempt: job.retryCount >= job.retryLimit })),
        );
        await Promise.all(
          jobs.map((job) => {
            const err = errors.get(job.data.orderId);
            return err ? failJob(boss, QUEUES.deliverOrder, job.id, err) : undefined;
          }),
        );
      },
    );
  }
  for (let i = 0; i < REFUND.workers; i++) {
    await boss.work<RefundJob>(
      QUEUES.refundPayment,
      { batchSize: REFUND.batchSize, pollingIntervalSeconds: 2, includeMetadata: true },
      async (jobs: PgBoss.JobWithMetadata<RefundJob>[]) => {
        await Promise.all(
          jobs.map((job) =>
            runRefundJob(job.data, { isLastAttempt: job.retryCount >= job.retryLimit }).catch((err) =>
              failJob(boss, QUEUES.refundPayment, job.id, err),
            ),
          ),
        );
      },
    );
  }
  for (let i = 0; i < MAIL.workers; i++) {
    await boss.work<MailMessage>(
      QUEUES.sendMail,
      { batchSize: MAIL.batchSize, pollingIntervalSeconds: 1 },
      async (jobs: PgBoss.Job<MailMessage>[]) => {
        await Promise.all(
          jobs.map((job) =>
            sendMail(job.data).catch((err) => {
              // A message that can never go (a bad address) is dropped with a log line, not retried.
              if (err instanceof MailRefusedError) {
                logger.error({ jobId: job.id, message: err.message }, "mail refused: not retried");
                return;
              }
              return failJob(boss, QUEUES.sendMail, job.id, err);
            }),
          ),
        );
      },
    );
  }
  logger.info({ delivery: DELIVERY, refund: REFUND, mail: MAIL }, "job workers started");
  return true;
}
