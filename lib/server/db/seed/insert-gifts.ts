// Inserts the demo gifts with ages relative to the seeding moment; returns rows by seed key.
import type { Db } from "../db";
import { gifts } from "../schema";
import { giftSeeds } from "./gifts";
import { discountPercent } from "./money";
import { hoursBefore } from "./time";

export type GiftRow = typeof gifts.$inferSelect;

export async function insertGifts(db: Db, now: Date): Promise<Map<string, GiftRow>> {
  const rows = await db
    .insert(gifts)
    .values(
      giftSeeds.map(({ key, ageDays, ...gift }) => ({
        ...gift,
        logo: `/images/gifts/${key}.svg`,
        discountPercent: gift.discountPrice ? discountPercent(gift.price, gift.discountPrice) : 0,
        created: hoursBefore(now, ageDays * 24 + 2),
      })),
    )
    .returning();
  const byTitle = new Map(rows.map((g) => [g.title, g]));
  return new Map(giftSeeds.map((seed) => [seed.key, byTitle.get(seed.title)!]));
}
