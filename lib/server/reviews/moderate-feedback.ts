// Review moderation: the console's list (hidden ones too, with the order's state) and hiding or showing a review,
// locked, audited in the same transaction, the storefront's review caches dropped (on every instance) after.
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb, type Db } from "../db/client";
import { feedback, orders } from "../db/schema";
import { notFound } from "../errors/domain-error";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ROW_LOCK } from "../db/row-lock";

type Row = {
  review: typeof feedback.$inferSelect;
  orderStatus: (typeof orders.$inferSelect)["status"];
  email: string;
};

function toAdminFeedback({ review, orderStatus, email }: Row) {
  return {
    id: review.id,
    orderId: review.orderId,
    orderStatus,
    email,
    rating: review.rating,
    text: review.text,
    isHidden: review.isHidden,
    isVerifiedPurchase: orderStatus === "done",
    created: review.created.toISOString(),
  };
}

const columns = { review: feedback, orderStatus: orders.status, email: orders.email };

export async function listAdminFeedback(
  q: { is_hidden?: "true" | "false"; rating?: number },
  limit: number,
  offset: number,
) {
  const db = await getDb();
  const parts: SQL[] = [];
  if (q.is_hidden) parts.push(eq(feedback.isHidden, q.is_hidden === "true"));
  if (q.rating) parts.push(eq(feedback.rating, q.rating));
  const where = and(...parts);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select(columns)
      .from(feedback)
      .innerJoin(orders, eq(orders.id, feedback.orderId))
      .where(where)
      .orderBy(desc(feedback.created), desc(feedback.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(feedback)
      .where(where),
  ]);
  return { count, results: rows.map(toAdminFeedback) };
}

export async function setFeedbackHidden(id: number, isHidden: boolean, actor: AuditActor, reason?: string) {
  const db = await getDb();
  const result = await db.transaction(async (tx: Db) => {
    const [row] = await tx
      .select(columns)
      .from(feedback)
      .innerJoin(orders, eq(orders.id, feedback.orderId))
      .where(eq(feedback.id, id))
      .for(ROW_LOCK, { of: feedback });
    if (!row) throw notFound("Отзыв не найден.");
    if (row.review.isHidden === isHidden) return toAdminFeedback(row);
    await tx.update(feedback).set({ isHidden }).where(eq(feedback.id, id));
    await recordAudit(tx, actor, {
      action: isHidden ? "feedback.hide" : "feedback.show",
      targetType: "feedback",
      targetId: id,
      before: { is_hidden: row.review.isHidden },
      after: { is_hidden: isHidden, reason: reason || null },
    });
    return toAdminFeedback({ ...row, review: { ...row.review, isHidden } });
  });
  invalidateTags(cacheTags.reviews);
  return result;
}
