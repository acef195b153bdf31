// An order's receipt goes before its other e-mails. They are separate send-mail jobs run side by side, and a
// receipt cut by a worker's crash (or refused by a busy SMTP server) is retried later: without this check the
// "delivered" mail could arrive first. A later e-mail of the order waits (its job is retried after the queue's
// delay) while the order's receipt is still to be sent; a receipt that failed for good no longer holds it up.
import { getDb } from "../db/client";
import { jobDbOf } from "../jobs/raw-sql";
import { QUEUES } from "../jobs/queues";

/** Thrown by a mail job that must wait for an earlier one: the job is retried, not dropped. */
export class MailNotYetError extends Error {
  constructor(orderId: number) {
    super(`order ${orderId}: waiting for its receipt to be sent first`);
    this.name = "MailNotYetError";
  }
}

type OrderMailData = { orderId?: unknown; template?: unknown; resentFrom?: unknown };

/** Throws MailNotYetError when `job` is an order's later e-mail and the order's receipt has not gone yet. */
export async function assertReceiptSentFirst(job: { id: string; data: unknown }): Promise<void> {
  const { orderId, template, resentFrom } = (job.data ?? {}) as OrderMailData;
  if (typeof orderId !== "number" || template === "receipt" || resentFrom) return;
  const { rows } = await jobDbOf(await getDb()).executeSql(
    `select 1 from pgboss.job
     where name = $1 and id <> $2 and state < 'completed'
       and data->>'template' = 'receipt' and (data->>'orderId')::int = $3
     limit 1`,
    [QUEUES.sendMail, job.id, orderId],
  );
  if (rows.length) throw new MailNotYetError(orderId);
}
