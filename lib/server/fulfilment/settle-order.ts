// After its lines moved, the order follows them (SPEC.md statuses): while a line is still being sent or waits for
// corrected details, the order stays `sending`; once every line is final it becomes `sent` then `done` when
// anything was delivered, or `failed` with a reason the shopper can read when everything was refunded. Runs in
// one transaction with the order row locked; answers what happened so the caller can send the e-mail.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderLines, orders } from "../db/schema";
import { transitionOrder } from "../orders/status-machine";

export type Settlement = "waiting" | "done" | "failed" | "unchanged";

const OPEN = new Set(["processing", "sending", "incorrect-details"]);

export function refundReason(methods: (string | null)[]): string {
  return methods.every((m) => m === "balance")
    ? "Заказ не удалось выполнить: деньги возвращены на баланс."
    : "Заказ не удалось выполнить: деньги возвращены на карту или счёт, с которого вы платили.";
}

export async function settleOrder(tx: Db, orderId: number): Promise<Settlement> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || order.status !== "sending") return "unchanged";
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  if (order.kind === "rokky") {
    if (!order.giftCode && !order.rejectReason) return "waiting";
  } else if (lines.some((l) => OPEN.has(l.status))) {
    return "waiting";
  }
  const delivered =
    order.kind === "rokky" ? Boolean(order.giftCode) : lines.some((l) => l.status === "completed");
  if (!delivered) {
    await transitionOrder(tx, orderId, "sending", "failed");
    if (!order.rejectReason) {
      await tx
        .update(orders)
        .set({ rejectReason: refundReason(lines.map((l) => l.refundMethod)), updated: new Date() })
        .where(eq(orders.id, orderId));
    }
    return "failed";
  }
  await transitionOrder(tx, orderId, "sending", "sent");
  await transitionOrder(tx, orderId, "sent", "done");
  return "done";
}
