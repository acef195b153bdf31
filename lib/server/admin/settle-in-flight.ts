// Before staff refund or hand-deliver what a provider has already accepted (an open line, or a gift order, holding
// the provider's reference), the store asks the provider where it stands, exactly as the delivery job would
// (deliverLine / deliverGift: the network call outside any transaction, the answer stored only while the line is
// still being sent): delivered completes it, a refusal refunds it, pending keeps the reference. The staff action
// then re-reads under the order's lock and refuses what is still in flight (assertNotInFlight) rather than refund
// goods the supplier may still hand over. MooGold's reseller API has no cancel call (create_order, order_detail and
// the product calls only), so asking is all the store can do; the delivery job keeps asking on its own.
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { deliverGift } from "../fulfilment/deliver-gift";
import { deliverLine } from "../fulfilment/deliver-line";
import { loadOpenLines, type DeliveryLine } from "../fulfilment/delivery-line";
import { conflict } from "../http/api-error";

type OrderRow = typeof orders.$inferSelect;

const isLineInFlight = (d: Pick<DeliveryLine, "line">) => d.line.status === "sending" && !!d.line.providerRef;
const isGiftInFlight = (o: OrderRow) => !!o.deliveryRef && !o.giftCode && !o.rejectReason;

/** Asks the provider about the order's accepted, unfinished deliveries (one line when `lineId` is given). */
export async function settleInFlight(orderId: number, lineId?: number): Promise<void> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.status !== "sending") return;
  if (order.kind === "rokky") {
    if (isGiftInFlight(order)) await deliverGift(order, false);
    return;
  }
  const lines = await loadOpenLines(db, [orderId]);
  for (const d of lines) {
    if (isLineInFlight(d) && (lineId === undefined || d.line.id === lineId)) await deliverLine(d, false);
  }
}

/** Inside the staff action's transaction (the order and lines locked): refuses while the provider still works. */
export function assertNotInFlight(order: OrderRow, lines: Pick<DeliveryLine, "line">[]): void {
  const busy = order.kind === "rokky" ? (isGiftInFlight(order) ? [order.deliveryRef] : []) : [];
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
