// Staff resolving an order by hand: the order row is locked, its state checked, the lines changed, the delivery
// job queued (it settles the order, done or failed, and e-mails the shopper, as after any delivery) and the audit
// entry written, all in one transaction. Only an order that was paid and is not final can be resolved, and only once
// in each direction: an order rejected (or refunded by its delivery) is neither rejected again nor delivered, and a
// delivery the provider has accepted is first settled with the provider (settle-in-flight.ts), never refunded blind.
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { games, orderLines, orders, products } from "../../db/schema";
import { refundLine, refundOrderInFull } from "../../fulfilment/refund-line";
import type { DeliveryLine } from "../../fulfilment/delivery-line";
import { conflict, fieldError, nonFieldError } from "../../errors/domain-error";
import { enqueueJob } from "../../jobs/enqueue-job";
import { QUEUES } from "../../jobs/queues";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import { lockRow } from "../../audit/lock-row";
import { assertNotInFlight, settleInFlight } from "./settle-in-flight";
import { ROW_LOCK } from "../../db/row-lock";

const RESOLVABLE = new Set(["paid", "sending"]);
const OPEN_LINES = ["processing", "sending", "incorrect-details"] as const;
type OrderRow = typeof orders.$inferSelect;

async function lockResolvable(tx: Db, orderId: number): Promise<OrderRow> {
  const order = await lockRow(tx, orders, eq(orders.id, orderId));
  if (!RESOLVABLE.has(order.status)) {
    throw nonFieldError(
      `Вручную можно выдать или отклонить только оплаченный и ещё не завершённый заказ (статус: ${order.status}).`,
    );
  }
  return order;
}

/**
 * The order was already given its money back (a staff reject, or a gift its provider refused): a second reject
 * would refund again, a delivery would hand over goods already paid back. Gift orders have no lines to carry the
 * refund, so this mark is their only state; a line order's reject refunds every open line, so it has none left.
 */
function assertNotRejected(order: OrderRow, action: "reject" | "deliver") {
  if (!order.rejectReason) return;
  if (action === "reject")
    throw conflict(
      "Заказ уже отклонён, деньги возвращены: повторно его не отклонить.",
      "order_already_rejected",
    );
  throw conflict("Заказ отклонён, деньги возвращены: выдать его уже нельзя.", "order_rejected");
}

/** The order's lines not delivered yet, with what a refund needs, locked. */
async function openLines(tx: Db, order: OrderRow): Promise<DeliveryLine[]> {
  const rows = await tx
    .select({ line: orderLines, product: products, kind: games.kind })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(games, eq(games.id, products.gameId))
    .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.status, [...OPEN_LINES])))
    .orderBy(asc(orderLines.id))
    .for(ROW_LOCK, { of: orderLines });
  return rows.map((r) => ({ ...r, order }));
}

async function settleLater(tx: Db, order: OrderRow) {
  await enqueueJob(tx, QUEUES.deliverOrder, { orderId: order.id });
  return { id: order.id, status: order.status, isSettling: true };
}

export async function markOrderDelivered(
  orderId: number,
  actor: AuditActor,
  input: { lineId?: number; code?: string; note?: string },
) {
  const unreachable = await settleInFlight(orderId, input.lineId);
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const order = await lockResolvable(tx, orderId);
    assertNotRejected(order, "deliver");
    const note = input.note || "Выдано сотрудником магазина.";
    if (order.kind === "rokky") {
      if (!input.code) throw fieldError("code", "Введите ключ, который получит покупатель.");
      if (order.giftCode) throw conflict("Ключ этого подарка уже выдан.", "already_delivered");
      await assertNotInFlight(tx, order, [], unreachable);
      await tx
        .update(orders)
        .set({ giftCode: input.code, deliveryData: { detail: note, by: "staff" }, updated: new Date() })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, actor, {
        action: "order.mark_delivered",
        targetType: "order",
        targetId: order.id,
        before: { status: order.status, gift_code: null },
        after: { status: order.status, gift_code: input.code, note },
      });
      return settleLater(tx, order);
    }
    if (input.lineId === undefined) throw fieldError("line_id", "Выберите позицию заказа.");
    const line = (await openLines(tx, order)).find((d) => d.line.id === input.lineId);
    if (!line)
      throw fieldError(
        "line_id",
        "Эта позиция не ждёт выдачи (уже выдана, возвращена или не из этого заказа).",
      );
    await assertNotInFlight(tx, order, [line], unreachable);
    await tx
      .update(orderLines)
      .set({
        status: "completed",
        provider: "operator",
        code: input.code || line.line.code,
        deliveryError: null,
        deliveryData: { detail: note, by: "staff" },
        deliveredAt: new Date(),
      })
      .where(eq(orderLines.id, line.line.id));
    await recordAudit(tx, actor, {
      action: "order.mark_delivered",
      targetType: "order",
      targetId: order.id,
      before: { line_id: line.line.id, status: line.line.status, delivery_error: line.line.deliveryError },
      after: { line_id: line.line.id, status: "completed", code: input.code || null, note },
    });
    return settleLater(tx, order);
  });
}

export async function rejectOrderByStaff(orderId: number, actor: AuditActor, reason: string) {
  const unreachable = await settleInFlight(orderId);
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const order = await lockResolvable(tx, orderId);
    const shown = `Заказ отклонён: ${reason}`;
    const refunds: { line_id: number | null; amount: string; method: string }[] = [];
    if (order.kind === "rokky") {
      if (order.giftCode)
        throw conflict("Ключ этого подарка уже выдан: отклонить заказ нельзя.", "already_delivered");
      assertNotRejected(order, "reject");
      await assertNotInFlight(tx, order, [], unreachable);
      // Everything taken for the gift comes back: the balance share and what the method charged, fee included.
      const refund = await refundOrderInFull(tx, order, shown);
      refunds.push({ line_id: null, ...refund });
    } else {
      assertNotRejected(order, "reject");
      const lines = await openLines(tx, order);
      if (!lines.length)
        throw conflict("У заказа не осталось невыданных позиций: отклонять нечего.", "nothing_to_reject");
      await assertNotInFlight(tx, order, lines, unreachable);
      for (const d of lines) {
        const refund = await refundLine(tx, d, shown);
        refunds.push({ line_id: d.line.id, ...refund });
      }
    }
    await tx.update(orders).set({ rejectReason: shown, updated: new Date() }).where(eq(orders.id, order.id));
    await recordAudit(tx, actor, {
      action: "order.reject",
      targetType: "order",
      targetId: order.id,
      before: { status: order.status, reject_reason: order.rejectReason },
      after: { reject_reason: shown, refunds },
    });
    return settleLater(tx, order);
  });
}
