// The delivery job of one paid order (queue "deliver-order", sent in the transaction that paid it): the order
// moves paid -> sending, every open line is delivered (deliver-line.ts), a gift order's key is fetched, and the
// order is settled (settle-order.ts). A transient provider fault makes the job fail so that pg-boss retries it
// with backoff; a provider that works asynchronously gets a follow-up job when it asked to be asked again.
import { and, eq } from "drizzle-orm";
import { publicOrigin } from "../auth/site-origin";
import { getDb, type Db } from "../db/client";
import { orderLines, orders } from "../db/schema";
import { enqueueJob } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import { logger } from "../logger";
import { transitionOrder } from "../orders/status-machine";
import { deliverGift } from "./deliver-gift";
import { deliverLine, type LineOutcome } from "./deliver-line";
import { loadOpenLines } from "./delivery-line";
import { enqueueOrderMail } from "./fulfilment-mails";
import { TransientDeliveryError } from "./provider";
import { settleOrder } from "./settle-order";

export type DeliverOptions = { isLastAttempt?: boolean };

/** paid -> sending, and its new lines to `sending`; false when the order is not (or no longer) to deliver. */
async function startSending(orderId: number): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return false;
    if (order.status === "paid") await transitionOrder(tx, orderId, "paid", "sending");
    else if (order.status !== "sending") return false;
    await tx
      .update(orderLines)
      .set({ status: "sending" })
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.status, "processing")));
    return true;
  });
}

/** Settles the order and queues what the shopper should hear, in one transaction. */
async function settleAndTell(orderId: number, outcomes: LineOutcome[]) {
  const db = await getDb();
  await db.transaction(async (tx: Db) => {
    const settled = await settleOrder(tx, orderId);
    const origin = publicOrigin();
    if (settled === "done") await enqueueOrderMail(tx, orderId, "delivered", origin);
    else if (settled === "failed") await enqueueOrderMail(tx, orderId, "refunded", origin);
    else if (outcomes.some((o) => o.kind === "incorrect_details")) {
      await enqueueOrderMail(tx, orderId, "incorrect_details", origin);
    }
  });
}

export async function deliverOrder(orderId: number, options: DeliverOptions = {}): Promise<void> {
  if (!(await startSending(orderId))) return;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const outcomes: LineOutcome[] = [];
  if (order.kind === "rokky") outcomes.push(await deliverGift(order, options.isLastAttempt ?? false));
  else {
    for (const line of await loadOpenLines(db, orderId)) {
      outcomes.push(await deliverLine(line, options.isLastAttempt ?? false));
    }
  }
  await settleAndTell(orderId, outcomes);
  const transient = outcomes.filter((o) => o.kind === "transient");
  if (transient.length) {
    // The job fails: pg-boss tries again later with the same lines and the same idempotency keys.
    throw new TransientDeliveryError(transient.map((o) => ("message" in o ? o.message : "")).join("; "));
  }
  const pending = outcomes.flatMap((o) => (o.kind === "pending" ? [o.retryInSeconds] : []));
  if (pending.length) {
    const after = Math.max(1, Math.min(...pending));
    await db.transaction((tx) =>
      enqueueJob(tx, QUEUES.deliverOrder, { orderId }, { startAfterSeconds: after }),
    );
    logger.info({ orderId, after }, "delivery pending at the provider: asking again later");
  }
}
