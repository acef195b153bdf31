// Reviews: the newest-first list and the average rating. A review staff hid (console moderation) is neither shown
// nor counted; a review of an order the store delivered (done) is marked as a verified purchase (review-row.ts).
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { feedback, orders } from "../db/schema";
import { reviewColumns, toReview } from "./review-row";

const visible = eq(feedback.isHidden, false);

async function queryListFeedback(limit: number, offset: number) {
  const db = await getDb();
  const [rows, [{ count }]] = await Promise.all([
    db
      .select(reviewColumns)
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
  return { count, results: rows.map(toReview) };
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

/** The newest visible reviews of one game's (or gift's) orders: what its page shows under the order form. */
async function queryListTargetReviews(target: { gameId: number } | { giftId: number }, limit: number) {
  const db = await getDb();
  const ofTarget = "gameId" in target ? eq(orders.gameId, target.gameId) : eq(orders.giftId, target.giftId);
  const rows = await db
    .select(reviewColumns)
    .from(feedback)
    .innerJoin(orders, eq(orders.id, feedback.orderId))
    .where(and(visible, ofTarget))
    .orderBy(desc(feedback.created), desc(feedback.id))
    .limit(limit);
  return rows.map(toReview);
}

const reviewTags = () => [cacheTags.reviews];

export const listFeedback = cached("reviews", queryListFeedback, reviewTags);
export const listTargetReviews = cached("reviews", queryListTargetReviews, reviewTags);
export const getFeedbackRating = cached("reviews", queryGetFeedbackRating, reviewTags);
