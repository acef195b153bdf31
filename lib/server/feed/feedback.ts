// Reviews: the newest-first list and the average rating.
import { cached } from "@/lib/server/cache/cached";
import { desc, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { feedback } from "../db/schema";

async function queryListFeedback(limit: number, offset: number) {
  const db = await getDb();
  const [rows, [{ count }]] = await Promise.all([
    db.select().from(feedback).orderBy(desc(feedback.created), desc(feedback.id)).limit(limit).offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(feedback),
  ]);
  const results = rows.map((f) => ({
    id: f.id,
    order: f.orderId,
    text: f.text,
    rating: f.rating,
    created: f.created.toISOString(),
  }));
  return { count, results };
}

/** The average is rounded by the database as numeric, so "4.83" is exact and no float reaches the wire. */
async function queryGetFeedbackRating(): Promise<{ rating: string | null }> {
  const db = await getDb();
  const [{ rating }] = await db
    .select({ rating: sql<string | null>`round(avg(${feedback.rating})::numeric, 2)::text` })
    .from(feedback);
  return { rating };
}

export const listFeedback = cached("feed", queryListFeedback);
export const getFeedbackRating = cached("feed", queryGetFeedbackRating);
