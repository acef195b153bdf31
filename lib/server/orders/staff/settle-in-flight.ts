// Before staff refund or hand-deliver what a provider has already accepted (an open line, or a gift order, holding
// the provider's reference), the store asks the provider where it stands, exactly as the delivery job would
// (deliverLine / deliverGift: the network call outside any transaction, the answer stored only while the line is
// still being sent): delivered completes it, a refusal refunds it, pending keeps the reference. The staff action
// then re-reads under the order's lock and refuses what is still in flight (assertNotInFlight) rather than refund
// goods the supplier may still hand over. A line being sent without a reference (its call faulted, or is under
// way) may have got through all the same: the provider is asked what it holds under the line's key (find: never places an order),
// and a line it cannot be asked about is refused too. MooGold's reseller API has no cancel call (create_order,
// order_detail and the product calls only), so asking is all the store can do; the delivery job keeps asking.
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { orders } from "../../db/schema";
import { deliverGift, findGiftAtProvider } from "../../fulfilment/deliver-gift";
import { deliverLine, findLineAtProvider } from "../../fulfilment/deliver-line";
import { loadOpenLines, type DeliveryLine } from "../../fulfilment/delivery-line";
import { TransientDeliveryError } from "../../fulfilment/provider";
import { conflict } from "../../errors/domain-error";
import { QUEUES } from "../../jobs/queues";
import { logger } from "../../logger";

type OrderRow = typeof orders.$inferSelect;

const isLineInFlight = (d: Pick<DeliveryLine, "line">) => d.line.status === "sending" && !!d.line.providerRef;
/** Handed to the delivery job without a reference yet: its call may have reached the provider (or be on the way). */
const isLineUnsure = (d: Pick<DeliveryLine, "line">) => d.line.status === "sending" && !d.line.providerRef;

/** Lines whose provider could not be asked in this request (by line id; 0: a gift order's key): refused. */
export type Unreachable = Set<number>;
const isGiftInFlight = (o: OrderRow) => !!o.deliveryRef && !o.giftCode && !o.rejectReason;

/** Asks the provider about the order's accepted, unfinished deliveries (one line when `lineId` is given). */
export async function settleInFlight(orderId: number, lineId?: number): Promise<Unreachable> {
  const unreachable: Unreachable = new Set();
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== "sending") return unreachable;
  if (order.kind === "rokky") {
    if (isGiftInFlight(order)) await deliverGift(order, false);
    else if (!order.giftCode && !order.rejectReason) {
      try {
        await findGiftAtProvider(order);
      } catch (err) {
        if (!(err instanceof TransientDeliveryError)) throw err;
        logger.warn({ orderId, message: err.message }, "provider not reachable for staff");
        unreachable.add(0);
      }
    }
    return unreachable;
  }
  const lines = await loadOpenLines(db, [orderId]);
  for (const d of lines) {
    if (lineId !== undefined && d.line.id !== lineId) continue;
    if (isLineInFlight(d)) await deliverLine(d, false);
    else if (isLineUnsure(d)) {
      try {
        await findLineAtProvider(d);
      } catch (err) {
        if (!(err instanceof TransientDeliveryError)) throw err;
        logger.warn({ orderId, lineId: d.line.id, message: err.message }, "provider not reachable for staff");
        unreachable.add(d.line.id);
      }
    }
  }
  return unreachable;
}

/**
 * Inside the staff action's transaction (the order locked): refuses while a delivery job of the order is running.
 * Its provider call may be on the wire, so the provider, asked by settleInFlight, knew nothing of it yet: refunding
 * then handed the shopper the money back and the goods the call then bought. A job that starts after this check
 * waits for the order's lock and finds what the staff action left (a refunded line is no longer sent).
 */
async function assertNoDeliveryRunning(tx: Db, order: OrderRow): Promise<void> {
  if (order.status !== "paid" && order.status !== "sending") return;
  const running = (await tx.execute(sql`
    select 1 from pgboss.job
     where name = ${QUEUES.deliverOrder} and state = 'active' and data->>'orderId' = ${String(order.id)}
     limit 1`)) as unknown as { rows: unknown[] };
  if (running.rows.length)
    throw conflict(
      "Доставка этого заказа выполняется прямо сейчас: поставщик мог ещё не получить запрос. Вернуть деньги, " +
        "выдать вручную или исправить данные можно, когда она закончится. Повторите через минуту.",
      "delivery_in_flight",
    );
}

/** Inside the staff action's transaction (the order and lines locked): refuses while the provider still works. */
export async function assertNotInFlight(
  tx: Db,
  order: OrderRow,
  lines: Pick<DeliveryLine, "line">[],
  unreachable: Unreachable = new Set(),
): Promise<void> {
  await assertNoDeliveryRunning(tx, order);
  const busy = order.kind === "rokky" ? (isGiftInFlight(order) ? [order.deliveryRef] : []) : [];
  const silent = lines.filter((d) => d.line.status === "sending" && unreachable.has(d.line.id));
  if (order.kind === "rokky" && unreachable.has(0) && !order.giftCode)
    throw conflict(
      "Поставщик ключей не ответил, принял ли он заказ (прошлая попытка могла дойти). Пока это неизвестно, " +
        "вернуть деньги или выдать ключ вручную нельзя. Повторите позже.",
      "delivery_in_flight",
    );
  if (silent.length)
    throw conflict(
      `Поставщик не ответил, принял ли он позицию ${silent.map((d) => `№${d.line.id}`).join(", ")} ` +
        "(прошлая попытка доставки сорвалась). Пока это неизвестно, вернуть деньги, выдать вручную или " +
        "исправить данные нельзя. Повторите позже.",
      "delivery_in_flight",
    );
  const busyLines = lines.filter(isLineInFlight);
  if (!busy.length && !busyLines.length) return;
  const what = busyLines.length
    ? `позиция ${busyLines.map((d) => `№${d.line.id} (заказ поставщика ${d.line.providerRef})`).join(", ")}`
    : `ключ (заказ поставщика ${busy[0]})`;
  throw conflict(
    `Поставщик принял ${what} и ещё выполняет. Пока он не ответит, вернуть деньги, выдать вручную или ` +
      "исправить данные нельзя (отменить заказ у поставщика нельзя). Повторите позже: доставка сама спросит " +
      "поставщика ещё раз.",
    "delivery_in_flight",
  );
}
