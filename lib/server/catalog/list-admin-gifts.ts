// GET /api/admin/gifts/: every gift, on sale or not, newest first, found by part of the title; the total comes with
// the page (a window count).
import { desc, ilike, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { gifts } from "../db/schema";
import { toAdminGift } from "./admin-gift-row";
import { containsPattern } from "@/lib/server/db/like-pattern";

export async function listAdminGifts(search: string | undefined, limit: number, offset: number) {
  const db = await getDb();
  const found = await db
    .select({ gift: gifts, total: sql<number>`count(*) over ()::int` })
    .from(gifts)
    .where(search ? ilike(gifts.title, containsPattern(search)) : undefined)
    .orderBy(desc(gifts.created), desc(gifts.id))
    .limit(limit)
    .offset(offset);
  // A page past the end has no rows to carry the total: the caller answers it as DRF does (404).
  const count = found.length ? Number(found[0].total) : offset;
  return { count, results: found.map((r) => toAdminGift(r.gift)) };
}
