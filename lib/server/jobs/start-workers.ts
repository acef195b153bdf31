// The workers of this process: delivery of paid orders and e-mail. Run inside the server by default and by
// `npm run worker` when an operator runs them apart (WORKER=off on the web instances). A delivery job that
// throws is retried by pg-boss with backoff; its last try refunds instead of failing again.
import type PgBoss from "pg-boss";
import { deliverOrder } from "../fulfilment/deliver-order";
import { logger } from "../logger";
import { sendMail } from "../mail/send-mail";
import { claimWorkerRole, requireJobQueue } from "./job-queue";
import { QUEUES } from "./queues";

const DELIVERY_WORKERS = 4;
const MAIL_WORKERS = 2;

type DeliveryJob = PgBoss.JobWithMetadata<{ orderId: number }>;
type MailJob = PgBoss.Job<{ to: string; subject: string; text: string; html?: string }>;

export async function startWorkers(): Promise<boolean> {
  if (!claimWorkerRole()) return false;
  const boss = requireJobQueue();
  const options = { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true as const };
  for (let i = 0; i < DELIVERY_WORKERS; i++) {
    await boss.work<{ orderId: number }>(QUEUES.deliverOrder, options, async ([job]: DeliveryJob[]) => {
      await deliverOrder(job.data.orderId, { isLastAttempt: job.retryCount >= job.retryLimit });
    });
  }
  for (let i = 0; i < MAIL_WORKERS; i++) {
    await boss.work(
      QUEUES.sendMail,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]: MailJob[]) => {
        await sendMail(job.data);
      },
    );
  }
  logger.info({ delivery: DELIVERY_WORKERS, mail: MAIL_WORKERS }, "job workers started");
  return true;
}
