// POST /api/admin/orders/{id}/retry-delivery/: support queues a stuck order's delivery job again. The order is
// locked, checked (only a paid or sending order has lines the delivery job still works on), the job is sent and the
// audit entry written in one transaction: either both exist or neither.
import { asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { nonFieldError, notFound } from "../../errors/domain-error";
import { enqueueJob } from "../../jobs/enqueue-job";
import { QUEUES } from "../../jobs/queues";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import { ROW_LOCK } from "../../db/row-lock";

const RETRYABLE = new Set(["paid", "sending"]);

async function snapshot(tx: Db, orderId: number, status: string) {
  const lines = await tx
    .select({ id: orderLines.id, status: orderLines.status, deliveryError: orderLines.deliveryError })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return {
    status,
    lines: lines.map((l) => ({ id: l.id, status: l.status, delivery_error: l.deliveryError })),
  };
}

export async function retryOrderDelivery(orderId: number, actor: AuditActor, reason?: string) {
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for(ROW_LOCK);
    if (!order) throw notFound();
    if (!RETRYABLE.has(order.status)) {
      throw nonFieldError(
        "Повторить доставку можно только у оплаченного заказа, который ещё доставляется " +
          `(статус заказа: ${order.status}).`,
      );
    }
    const before = await snapshot(tx, order.id, order.status);
    const jobId = await enqueueJob(tx, QUEUES.deliverOrder, { orderId: order.id });
    await recordAudit(tx, actor, {
      action: "order.retry_delivery",
      targetType: "order",
      targetId: order.id,
      before,
      after: { ...before, delivery_job: jobId, reason: reason || null },
    });
    return { id: order.id, status: order.status, isQueued: true };
  });
}
