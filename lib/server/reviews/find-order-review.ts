// Who owns an order and the review left for it, if any: what the order page needs to decide whether to show
// the review, the review form, or why this viewer cannot leave one.
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { feedback, orders } from "../db/schema";

export type OrderReview = {
  ownerId: number | null;
  review: { rating: number; text: string } | null;
};

export async function findOrderReview(orderId: number): Promise<OrderReview | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ownerId: orders.userId, rating: feedback.rating, text: feedback.text })
    .from(orders)
    .leftJoin(feedback, eq(feedback.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const review = row.rating !== null && row.text !== null ? { rating: row.rating, text: row.text } : null;
  return { ownerId: row.ownerId, review };
}
