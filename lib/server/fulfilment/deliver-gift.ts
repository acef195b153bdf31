// A gift (Rokky) order has no lines: its key is the order's own delivery, with the order id as the idempotency
// key. The provider is asked outside any transaction; its answer is stored while the order is still being sent
// and has no key yet, so a key is stored once, and a gift that cannot be had is refunded in full.
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "../db/client";
import { gifts, orders } from "../db/schema";
import { logger } from "../logger";
import type { LineOutcome } from "./line-outcome";
import { getFulfilmentProvider } from "./get-fulfilment-provider";
import { TransientDeliveryError, type DeliveryRequest, type DeliveryResult } from "./provider";
import { refundOrderInFull } from "./refund-line";
import { settleFault } from "./settle-fault";
import { refundReason } from "./settle-order";
import { ROW_LOCK } from "../db/row-lock";
import { errorText } from "../errors/error-text";

type OrderRow = typeof orders.$inferSelect;

/**
 * Why the gift was refused, in the shopper's words: a key sold for another region says so (the sandbox's 0000, a
 * Kinguin refusal naming a region or country); anything else is the supplier's refusal, its details kept for staff
 * in the order's delivery data.
 */
export function giftRefusalCause(providerReason: string): string {
  if (/регион|region|countr/i.test(providerReason))
    return "ключ этой игры не продаётся для вашего региона (региональное ограничение)";
  if (/нет в наличии|unavailable|out of stock/i.test(providerReason))
    return "ключа нет в наличии у поставщика";
  return "поставщик не смог выдать ключ";
}

async function applyGiftResult(order: OrderRow, result: DeliveryResult): Promise<LineOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.status, "sending"), isNull(orders.giftCode)))
      .for(ROW_LOCK);
    if (!locked || locked.rejectReason) return { kind: "skipped" } as const;
    if (result.kind === "delivered" && result.items[0]) {
      await tx
        .update(orders)
        .set({
          giftCode: result.items[0].code,
          deliveryRef: result.providerRef,
          deliveryData: { items: result.items, detail: result.detail ?? null },
        })
        .where(eq(orders.id, order.id));
      return { kind: "completed" } as const;
    }
    if (result.kind === "pending") {
      await tx.update(orders).set({ deliveryRef: result.providerRef }).where(eq(orders.id, order.id));
      return { kind: "pending", retryInSeconds: result.retryInSeconds } as const;
    }
    const reason = result.kind === "failed" ? result.reason : "Поставщик не выдал ключ";
    // Everything taken for the gift comes back (balance share and what the method charged, fee included).
    const { method } = await refundOrderInFull(tx, locked, reason);
    await tx
      .update(orders)
      .set({
        rejectReason: refundReason([method], giftRefusalCause(reason)),
        deliveryData: { error: reason },
      })
      .where(eq(orders.id, order.id));
    return { kind: "refunded" } as const;
  });
}

async function giftRequest(order: OrderRow, giftId: number): Promise<DeliveryRequest> {
  const db = await getDb();
  const [gift] = await db.select().from(gifts).where(eq(gifts.id, giftId));
  return {
    idempotencyKey: `order-${order.id}`,
    orderId: order.id,
    lineId: 0,
    quantity: 1,
    amount: order.total,
    product: { id: gift.id, title: gift.title, externalId: gift.externalId, amountUc: null, gold: null },
    account: {},
    email: order.email,
  };
}

export async function deliverGift(order: OrderRow, isLastAttempt: boolean): Promise<LineOutcome> {
  // Refunded already (staff rejected it, or the provider refused it): asking the provider now would buy a key
  // nobody gets, with the shopper's money back in their hands.
  if (order.giftCode || order.rejectReason || order.giftId === null) return { kind: "skipped" };
  const provider = getFulfilmentProvider("rokky");
  const request = await giftRequest(order, order.giftId);
  let result: DeliveryResult;
  try {
    result = order.deliveryRef
      ? await provider.check(request, order.deliveryRef)
      : await provider.deliver(request);
  } catch (err) {
    const message = errorText(err);
    logger.warn({ orderId: order.id, provider: provider.name, message }, "gift delivery failed");
    if (err instanceof TransientDeliveryError && !isLastAttempt) return { kind: "transient", message };
    // Refunded only once the provider has said it holds no key for the order (settle-fault.ts).
    return settleFault({
      reference: order.deliveryRef,
      find: () => provider.find(request),
      apply: (held) => applyGiftResult(order, held),
      reason: "Поставщик не смог выдать ключ",
      log: { orderId: order.id, provider: provider.name, message },
    });
  }
  // Outside the provider's try, as for a line (deliver-line.ts): a database error storing the key fails the job,
  // and its next try asks the provider again under the order's key; read as the provider's, it refunded a sold key.
  return applyGiftResult(order, result);
}

/**
 * Staff settling a gift order being sent without a provider reference: its call may have got through although no
 * answer came back. The provider is asked what it holds under the order's key (never placing one) and an accepted
 * order is stored as the delivery would store it. Throws TransientDeliveryError when the provider cannot be asked.
 */
export async function findGiftAtProvider(order: OrderRow): Promise<void> {
  if (order.giftCode || order.rejectReason || order.deliveryRef || order.giftId === null) return;
  const result = await getFulfilmentProvider("rokky").find(await giftRequest(order, order.giftId));
  if (result && (result.kind === "delivered" || result.kind === "pending"))
    await applyGiftResult(order, result);
}
