// The delivery jobs of paid orders (queue "deliver-order", sent in the transaction that paid each order), a batch
// at a time: the orders move paid -> sending with their new lines (one transaction for the batch), every open line
// is delivered (deliver-line.ts; an order's lines one after another, orders side by side), a gift order's key is
// fetched, and the orders are settled with their e-mails queued (one transaction for the batch). A transient
// provider fault fails that order's job so that pg-boss retries it with backoff; a provider that works
// asynchronously gets a follow-up job when it asked to be asked again. Round trips per batch, not per order, are
// what lets the workers keep up with a sale (npm run bench).
import { and, eq, inArray } from "drizzle-orm";
import { publicOrigin } from "../auth/site-origin";
import { getDb, type Db } from "../db/client";
import { orderLines, orders } from "../db/schema";
import { enqueueJobs } from "../jobs/enqueue-job";
import { QUEUES } from "../jobs/queues";
import { withRequestId } from "../http/request-context";
import { logger } from "../logger";
import { linesDeliveredTotal } from "../metrics/metrics";
import { transitionOrders } from "../orders/status-machine";
import { deliverGift } from "./deliver-gift";
import { deliverLine } from "./deliver-line";
import type { LineOutcome } from "./line-outcome";
import { loadOpenLines, type DeliveryLine } from "./delivery-line";
import { enqueueOrderMails, type OrderMailKind } from "./fulfilment-mails";
import { TransientDeliveryError } from "./provider";
import { settleOrders } from "./settle-order";
import { ROW_LOCK } from "../db/row-lock";

export type DeliveryJob = { orderId: number; isLastAttempt?: boolean; requestId?: string };
type OrderRow = typeof orders.$inferSelect;

/** Orders still to deliver, moved paid -> sending with their new lines; their open lines, by order. */
async function startSending(orderIds: number[]): Promise<{ orders: OrderRow[]; lines: DeliveryLine[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, orderIds))
      .orderBy(orders.id)
      .for(ROW_LOCK);
    const open = locked.filter((o) => o.status === "paid" || o.status === "sending");
    if (!open.length) return { orders: [], lines: [] };
    await transitionOrders(
      tx,
      open.filter((o) => o.status === "paid").map((o) => o.id),
      "paid",
      "sending",
    );
    const ids = open.map((o) => o.id);
    await tx
      .update(orderLines)
      .set({ status: "sending" })
      .where(and(inArray(orderLines.orderId, ids), eq(orderLines.status, "processing")));
    return { orders: open, lines: await loadOpenLines(tx, ids) };
  });
}

async function deliverOne(order: OrderRow, lines: DeliveryLine[], isLastAttempt: boolean) {
  if (order.kind === "rokky") return [await deliverGift(order, isLastAttempt)];
  const outcomes: LineOutcome[] = [];
  for (const line of lines) outcomes.push(await deliverLine(line, isLastAttempt));
  return outcomes;
}

/** Settles the orders and queues what each shopper should hear, in one transaction. */
async function settleAndTell(outcomes: Map<number, LineOutcome[]>) {
  const db = await getDb();
  await db.transaction(async (tx: Db) => {
    const settled = await settleOrders(tx, [...outcomes.keys()]);
    const mails: { orderId: number; kind: OrderMailKind }[] = [];
    for (const [orderId, result] of settled) {
      if (result === "done") mails.push({ orderId, kind: "delivered" });
      else if (result === "failed") mails.push({ orderId, kind: "refunded" });
      else if (outcomes.get(orderId)?.some((o) => o.kind === "incorrect_details"))
        mails.push({ orderId, kind: "incorrect_details" });
    }
    await enqueueOrderMails(tx, mails, publicOrigin());
  });
}

/**
 * Delivers a batch of orders. Answers, per order id of `jobs`, the error its job should fail with (pg-boss then
 * retries it with the same lines and the same idempotency keys), or null when the job is done.
 */
export async function deliverOrders(jobs: readonly DeliveryJob[]): Promise<Map<number, Error | null>> {
  const errors = new Map<number, Error | null>(jobs.map((j) => [j.orderId, null]));
  const lastAttempt = new Map(jobs.map((j) => [j.orderId, j.isLastAttempt ?? false]));
  const requestIds = new Map(jobs.map((j) => [j.orderId, j.requestId]));
  const sending = await startSending([...errors.keys()]);
  const outcomes = new Map<number, LineOutcome[]>();
  await Promise.all(
    sending.orders.map(async (order) => {
      const lines = sending.lines.filter((l) => l.order.id === order.id);
      try {
        const delivered = await withRequestId(requestIds.get(order.id), () =>
          deliverOne(order, lines, lastAttempt.get(order.id) ?? false),
        );
        outcomes.set(order.id, delivered);
      } catch (err) {
        // Not a provider's answer (those are outcomes): the job fails and is tried again.
        errors.set(order.id, err instanceof Error ? err : new Error(String(err)));
        outcomes.set(order.id, []);
      }
    }),
  );
  await settleAndTell(outcomes);
  for (const own of outcomes.values()) {
    for (const o of own) if (o.kind !== "skipped") linesDeliveredTotal.inc({ outcome: o.kind });
  }
  const followUps: { data: { orderId: number }; startAfterSeconds: number }[] = [];
  for (const [orderId, own] of outcomes) {
    const transient = own.filter((o) => o.kind === "transient");
    if (transient.length) {
      const message = transient.map((o) => ("message" in o ? o.message : "")).join("; ");
      errors.set(orderId, new TransientDeliveryError(message));
      continue;
    }
    const pending = own.flatMap((o) => (o.kind === "pending" ? [o.retryInSeconds] : []));
    if (pending.length) {
      const after = Math.max(1, Math.min(...pending));
      followUps.push({ data: { orderId }, startAfterSeconds: after });
      logger.info({ orderId, after }, "delivery pending at the provider: asking again later");
    }
  }
  if (followUps.length) {
    const db = await getDb();
    await db.transaction((tx) => enqueueJobs(tx, QUEUES.deliverOrder, followUps));
  }
  return errors;
}

/** One order's delivery job (tests, tools): throws what its job would fail with. */
export async function deliverOrder(
  orderId: number,
  options: Omit<DeliveryJob, "orderId"> = {},
): Promise<void> {
  const error = (await deliverOrders([{ orderId, ...options }])).get(orderId);
  if (error) throw error;
}
