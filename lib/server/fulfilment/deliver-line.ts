// Delivers one order line: PUBG codes from the store's stock inside the line's transaction; supply-channel and
// Steam lines through their provider (the network call outside any transaction, with the line's idempotency key,
// its answer stored with the line status by one UPDATE that applies only while the line is still being sent (a
// refund: one transaction with the line locked), so a line is completed, refunded or sent back for details exactly
// once); Standoff lines wait for the operator.
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { gameServers, orderLines, orders } from "../db/schema";
import { logger } from "../logger";
import type { DeliveryLine } from "./delivery-line";
import { toDeliveryRequest } from "./delivery-line";
import { getFulfilmentProvider } from "./get-fulfilment-provider";
import { TransientDeliveryError, type DeliveryResult } from "./provider";
import type { LineOutcome } from "./line-outcome";
import { settleFault } from "./settle-fault";
import { refundLine } from "./refund-line";
import { takePubgCodes } from "./take-pubg-codes";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { ROW_LOCK } from "../db/row-lock";
import { errorText } from "../errors/error-text";

/**
 * Locks the line and runs `apply` only while it is still being sent (another worker may have finished it). The order
 * is locked first, as a staff action on the order locks it before its lines: a worker holding a line while a staff
 * reject held the order and waited for that line deadlocked on PostgreSQL (tests/api/staff-actions-invariant, seed 59587).
 */
async function whileSending(d: DeliveryLine, apply: (tx: Db) => Promise<LineOutcome>): Promise<LineOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, d.order.id)).for(ROW_LOCK);
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, d.line.id)).for(ROW_LOCK);
    if (!line || line.status !== "sending") return { kind: "skipped" } as const;
    return apply(tx);
  });
}

/** One conditional UPDATE of a line still being sent: the answer is stored at most once, without a transaction. */
async function setWhileSending(
  d: DeliveryLine,
  set: Partial<typeof orderLines.$inferInsert>,
  outcome: LineOutcome,
): Promise<LineOutcome> {
  const db = await getDb();
  const updated = await db
    .update(orderLines)
    .set(set)
    .where(and(eq(orderLines.id, d.line.id), eq(orderLines.status, "sending")))
    .returning({ id: orderLines.id });
  return updated.length ? outcome : { kind: "skipped" };
}

async function applyResult(d: DeliveryLine, provider: string, result: DeliveryResult): Promise<LineOutcome> {
  switch (result.kind) {
    case "delivered":
      return setWhileSending(
        d,
        {
          status: "completed",
          provider,
          providerRef: result.providerRef,
          deliveryData: { items: result.items, detail: result.detail ?? null },
          deliveryError: null,
          deliveredAt: new Date(),
        },
        { kind: "completed" },
      );
    case "pending":
      return setWhileSending(
        d,
        { provider, providerRef: result.providerRef },
        { kind: "pending", retryInSeconds: result.retryInSeconds },
      );
    case "incorrect_details":
      return setWhileSending(
        d,
        {
          status: "incorrect-details",
          provider,
          deliveryError: result.message.slice(0, 500),
          deliveryData: { field: result.field },
        },
        { kind: "incorrect_details" },
      );
    case "failed":
      // The refund and the status change are one transaction with the line locked.
      return whileSending(d, async (tx) => {
        await tx.update(orderLines).set({ provider }).where(eq(orderLines.id, d.line.id));
        await refundLine(tx, d, result.reason);
        return { kind: "refunded" };
      });
  }
}

async function deliverPubgLine(d: DeliveryLine): Promise<LineOutcome> {
  const outcome = await takeStockedCodes(d);
  // Committed: the pages showing this product's stock are dropped on every instance (never the catalogue).
  if (outcome.kind === "completed") invalidateTags(cacheTags.stock(d.product.id));
  return outcome;
}

async function takeStockedCodes(d: DeliveryLine): Promise<LineOutcome> {
  return whileSending(d, async (tx) => {
    const items = await takePubgCodes(tx, {
      productId: d.product.id,
      lineId: d.line.id,
      quantity: d.line.quantity,
      amountUc: d.product.amountUc ?? 0,
    });
    if (!items) {
      await tx.update(orderLines).set({ provider: "stock" }).where(eq(orderLines.id, d.line.id));
      await refundLine(tx, d, "Коды этого номинала закончились");
      return { kind: "refunded" };
    }
    await tx
      .update(orderLines)
      .set({
        status: "completed",
        provider: "stock",
        providerRef: `codes:${items.length}`,
        deliveryData: { items },
        code: items[0]?.code ?? null,
        deliveredAt: new Date(),
      })
      .where(eq(orderLines.id, d.line.id));
    return { kind: "completed" };
  });
}

async function serverNameOf(d: DeliveryLine): Promise<string | null> {
  if (d.order.supplyServer === null) return null;
  const db = await getDb();
  const [server] = await db.select().from(gameServers).where(eq(gameServers.id, d.order.supplyServer));
  return server?.name ?? null;
}

async function recordFault(d: DeliveryLine, provider: string, message: string) {
  const db = await getDb();
  await db
    .update(orderLines)
    .set({
      provider,
      deliveryAttempts: sql`${orderLines.deliveryAttempts} + 1`,
      deliveryError: message.slice(0, 500),
    })
    .where(and(eq(orderLines.id, d.line.id), eq(orderLines.status, "sending")));
}

/** `isLastAttempt`: a transient fault now settles the line with the provider instead of asking for another try. */
export async function deliverLine(d: DeliveryLine, isLastAttempt: boolean): Promise<LineOutcome> {
  if (d.kind === "pubg") return deliverPubgLine(d);
  if (d.kind === "standoff") {
    // Delivered through the game's market: the operator buys the listed skin and marks the line (standoff-queue).
    return { kind: "waiting_operator" };
  }
  const provider = getFulfilmentProvider(d.kind);
  const request = toDeliveryRequest(d, await serverNameOf(d));
  let result: DeliveryResult;
  try {
    result = d.line.providerRef
      ? await provider.check(request, d.line.providerRef)
      : await provider.deliver(request);
  } catch (err) {
    const message = errorText(err);
    const transient = err instanceof TransientDeliveryError;
    logger.warn(
      { orderId: d.order.id, lineId: d.line.id, provider: provider.name, transient, message },
      "line delivery failed",
    );
    await recordFault(d, provider.name, message);
    if (transient && !isLastAttempt)
      return { kind: "transient", message, retryInSeconds: (err as TransientDeliveryError).retryInSeconds };
    // A fault that is not transient, or the last try: refund rather than keep the shopper's money, once the
    // provider has said it holds nothing for the line.
    return settleFault({
      reference: d.line.providerRef,
      find: () => provider.find(request),
      apply: (held) => applyResult(d, provider.name, held),
      reason: transient
        ? "Поставщик не отвечает, заказ не удалось выполнить"
        : "Поставщик не смог выполнить заказ",
      log: { orderId: d.order.id, lineId: d.line.id, provider: provider.name, message },
    });
  }
  // Stored outside the provider's try: a database error here (a deadlock, a lost connection) is not the provider's
  // fault, and read as one it refunded goods the provider had delivered. It fails the job instead, whose next try
  // asks the provider again under the same idempotency key and stores the same answer.
  return applyResult(d, provider.name, result);
}

/**
 * Staff settling a line whose provider call may have got through although it faulted (a timeout after the
 * provider accepted it; no reference stored): the provider is asked what it holds under the line's key, nothing is
 * placed, and an accepted order is stored as the delivery job would store it (delivered: completed; pending: its
 * reference). A provider that cannot be asked throws (TransientDeliveryError): the line stays as it is.
 */
export async function findLineAtProvider(d: DeliveryLine): Promise<void> {
  if (d.kind === "pubg" || d.kind === "standoff") return;
  const provider = getFulfilmentProvider(d.kind);
  const result = await provider.find(toDeliveryRequest(d, await serverNameOf(d)));
  if (result && (result.kind === "delivered" || result.kind === "pending"))
    await applyResult(d, provider.name, result);
}
