// Reviews: the newest-first list and the average rating. A review staff hid (console moderation) is neither shown
// nor counted; a review of an order the store delivered (done) is marked as a verified purchase.
import { cached } from "@/lib/server/cache/cached";
import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { feedback, orders } from "../db/schema";

const visible = eq(feedback.isHidden, false);

async function queryListFeedback(limit: number, offset: number) {
  const db = await getDb();
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ review: feedback, orderStatus: orders.status })
      .from(feedback)
      .innerJoin(orders, eq(orders.id, feedback.orderId))
      .where(visible)
      .orderBy(desc(feedback.created), desc(feedback.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(feedback)
      .where(visible),
  ]);
  const results = rows.map(({ review: f, orderStatus }) => ({
    id: f.id,
    order: f.orderId,
    text: f.text,
    rating: f.rating,
    created: f.created.toISOString(),
    isVerifiedPurchase: orderStatus === "done",
  }));
  return { count, results };
}

/** The average is rounded by the database as numeric, so "4.83" is exact and no float reaches the wire. */
async function queryGetFeedbackRating(): Promise<{ rating: string | null }> {
  const db = await getDb();
  const [{ rating }] = await db
    .select({ rating: sql<string | null>`round(avg(${feedback.rating})::numeric, 2)::text` })
    .from(feedback)
    .where(visible);
  return { rating };
}

export const listFeedback = cached("reviews", queryListFeedback);
export const getFeedbackRating = cached("reviews", queryGetFeedbackRating);
