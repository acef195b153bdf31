// Inside a transaction: the order row locked FOR NO KEY UPDATE, if the caller may act on it (else 404), so
// that a concurrent update, payment or promo call waits instead of working on a stale row.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { nonFieldError } from "../../errors/domain-error";
import { mayAccessOrder, orderNotFound, type OrderAccess, type OrderRow } from "./find-accessible-order";
import { ROW_LOCK } from "../../db/row-lock";

export async function lockAccessibleOrder(tx: Db, access: OrderAccess, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for(ROW_LOCK);
  if (!order || !mayAccessOrder(access, order)) throw orderNotFound();
  return order;
}

/** Changes (lines, details, promo codes) are only possible before the payment starts. */
export function assertOrderEditable(order: OrderRow) {
  if (order.status !== "created") {
    throw nonFieldError("Заказ уже нельзя изменить: его оплата начата или он завершён.");
  }
}
