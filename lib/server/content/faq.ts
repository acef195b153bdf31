// FAQ of one game, in display order.
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { asc, eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { faqItems, games } from "../db/schema";

/** null when the game does not exist (its FAQ is then 404, not an empty list). */
async function queryListFaq(gameId: number) {
  const db = await getDb();
  const [[game], rows] = await Promise.all([
    db.select({ id: games.id }).from(games).where(eq(games.id, gameId)),
    db
      .select()
      .from(faqItems)
      .where(eq(faqItems.gameId, gameId))
      .orderBy(asc(faqItems.order), asc(faqItems.id)),
  ]);
  if (!game) return null;
  return rows.map((f) => ({ id: f.id, text: f.text, answer: f.answer, game: f.gameId, order: f.order }));
}

export const listFaq = cached("catalog", queryListFaq, (_faq, gameId) => [
  cacheTags.content,
  cacheTags.game(gameId),
]);
