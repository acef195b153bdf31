// POST /api/feedback/create/: a review of a done order by its owner, one per order (the unique index on
// feedback.order_id settles two racing requests); the feed and rating caches are dropped afterwards.
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { createFeedbackBodySchema } from "@/lib/schemas/feedback/create-feedback";
import { isUniqueViolation } from "../auth/is-unique-violation";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { getDb } from "../db/client";
import { queryRows } from "../db/query-rows";
import { feedback, orders } from "../db/schema";
import { nonFieldError } from "../errors/domain-error";
import { orderNotFound } from "../orders/access/find-accessible-order";
import { orderDeliverySeconds } from "../orders/order-delivery-seconds";

type Body = z.output<typeof createFeedbackBodySchema>;

const alreadyReviewed = () => nonFieldError("Отзыв об этом заказе уже оставлен.", "already_reviewed");

export async function createFeedback(userId: number, body: Body) {
  const db = await getDb();
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, body.order));
  if (!order || order.userId !== userId) throw orderNotFound();
  if (order.status !== "done") throw nonFieldError("Отзыв можно оставить только о выполненном заказе.");
  let row;
  try {
    [row] = await db
      .insert(feedback)
      .values({ orderId: order.id, rating: body.rating, text: body.text })
      .onConflictDoNothing()
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw alreadyReviewed();
    throw err;
  }
  if (!row) throw alreadyReviewed();
  invalidateTags(cacheTags.reviews);
  const [{ deliverySeconds }] = await queryRows<{ deliverySeconds: number | null }>(
    db,
    sql`select ${orderDeliverySeconds(order.id)} as "deliverySeconds"`,
  );
  return {
    id: row.id,
    order: row.orderId,
    text: row.text,
    rating: row.rating,
    created: row.created.toISOString(),
    // Only a done order can be reviewed here.
    isVerifiedPurchase: true,
    deliverySeconds: deliverySeconds === null ? null : Number(deliverySeconds),
  };
}
