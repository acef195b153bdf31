// Demo promo codes: game and gift codes, a limited one, an expired one and a switched-off one.
// Use counters start at zero: the demo orders that apply a code claim their use like any order.
import type { Db } from "../db";
import { promoCodes } from "../schema";
import type { GameKey } from "./games";
import type { CatalogRefs } from "./insert-catalog";
import type { GiftRow } from "./insert-gifts";
import { hoursBefore } from "./time";

export type PromoRow = typeof promoCodes.$inferSelect;

type PromoSeed = {
  code: string;
  percent: number;
  game?: GameKey;
  gift?: string;
  maxUses?: number;
  /** Hours from seeding; negative means already expired. */
  expiresInHours?: number;
  isActive?: boolean;
};

const promoSeeds: PromoSeed[] = [
  { code: "WELCOME10", percent: 10, game: "pubg" },
  { code: "GOLD15", percent: 15, game: "standoff2", maxUses: 500, expiresInHours: 24 * 30 },
  { code: "GENSHIN7", percent: 7, game: "genshin", maxUses: 100 },
  { code: "GIFT5", percent: 5, gift: "baldurs-gate-3" },
  { code: "CYBER20", percent: 20, gift: "cyberpunk-2077", maxUses: 50, expiresInHours: 24 * 14 },
  { code: "SUMMER2026", percent: 12, game: "free-fire", expiresInHours: -24 * 60 },
  { code: "STEAMOFF", percent: 5, game: "steam", isActive: false },
];

export async function insertPromoCodes(
  db: Db,
  catalog: CatalogRefs,
  giftMap: Map<string, GiftRow>,
  now: Date,
): Promise<Map<string, PromoRow>> {
  const rows = await db
    .insert(promoCodes)
    .values(
      promoSeeds.map((p) => ({
        code: p.code,
        percent: p.percent,
        gameId: p.game ? catalog.games.get(p.game)!.id : null,
        giftId: p.gift ? giftMap.get(p.gift)!.id : null,
        maxUses: p.maxUses ?? null,
        isActive: p.isActive ?? true,
        expiresAt: p.expiresInHours === undefined ? null : hoursBefore(now, -p.expiresInHours),
      })),
    )
    .returning();
  return new Map(rows.map((r) => [r.code, r]));
}
