// After their lines moved, orders follow them (SPEC.md statuses): while a line is still being sent or waits for
// corrected details, the order stays `sending`; once every line is final it becomes `sent` then `done` when
// anything was delivered (a gift's cashback then credited: credit-cashback.ts), or `failed` with a reason the
// shopper can read when everything was refunded. Runs in
// the caller's transaction with the order rows locked (in id order, so two settlers never deadlock), a batch of
// orders at a time; answers what happened to each so the caller can send the e-mails.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders } from "../db/schema";
import { transitionOrder, transitionOrders } from "../orders/status-machine";
import { creditCashback } from "./credit-cashback";
import { ROW_LOCK } from "../db/row-lock";

export type Settlement = "waiting" | "done" | "failed" | "unchanged";

const OPEN = new Set(["processing", "sending", "incorrect-details"]);

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** The reason a failed order shows the shopper; `cause`, when given, says why in the shopper's words. */
export function refundReason(methods: (string | null)[], cause?: string): string {
  const where = methods.every((m) => m === "balance")
    ? "деньги возвращены на баланс."
    : "деньги возвращены на карту или счёт, с которого вы платили.";
  return cause ? `Заказ не удалось выполнить: ${cause}; ${where}` : `Заказ не удалось выполнить: ${where}`;
}

/** What an order being sent should become, from its lines (a gift order: from its key or refusal). */
function verdict(order: OrderRow, lines: LineRow[]): "waiting" | "done" | "failed" {
  if (order.kind === "rokky") {
    if (!order.giftCode && !order.rejectReason) return "waiting";
    return order.giftCode ? "done" : "failed";
  }
  if (lines.some((l) => OPEN.has(l.status))) return "waiting";
  return lines.some((l) => l.status === "completed") ? "done" : "failed";
}

export async function settleOrders(tx: Db, orderIds: readonly number[]): Promise<Map<number, Settlement>> {
  const settled = new Map<number, Settlement>(orderIds.map((id) => [id, "unchanged"]));
  if (!orderIds.length) return settled;
  const locked = await tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(orders.id)
    .for(ROW_LOCK);
  const sending = locked.filter((o) => o.status === "sending");
  if (!sending.length) return settled;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        sending.map((o) => o.id),
      ),
    );
  const done: number[] = [];
  for (const order of sending) {
    const own = lines.filter((l) => l.orderId === order.id);
    const next = verdict(order, own);
    if (next === "done") done.push(order.id);
    else if (next === "waiting") settled.set(order.id, "waiting");
    else if (await transitionOrder(tx, order.id, "sending", "failed")) {
      if (!order.rejectReason) {
        await tx
          .update(orders)
          .set({ rejectReason: refundReason(own.map((l) => l.refundMethod)), updated: new Date() })
          .where(eq(orders.id, order.id));
      }
      settled.set(order.id, "failed");
    }
  }
  const sent = await transitionOrders(tx, done, "sending", "sent");
  const reachedDone = await transitionOrders(tx, sent, "sent", "done");
  for (const id of reachedDone) settled.set(id, "done");
  await creditCashback(
    tx,
    sending.filter((o) => reachedDone.includes(o.id)),
  );
  return settled;
}
