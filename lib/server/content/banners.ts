// Home-page banners; a banner whose game or gift is switched off is not shown.
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { gameBanners, games, giftBanners, gifts } from "../db/schema";

type BannerRow = typeof gameBanners.$inferSelect | typeof giftBanners.$inferSelect;

function toBannerBase(b: BannerRow) {
  return {
    id: b.id,
    title: b.title,
    description: b.description,
    backgroundDesktop: b.backgroundDesktop,
    backgroundTablet: b.backgroundTablet,
    backgroundMobile: b.backgroundMobile,
    foregroundDesktop: b.foregroundDesktop,
    foregroundTablet: b.foregroundTablet,
    foregroundMobile: b.foregroundMobile,
  };
}

async function queryListGameBanners(limit: number, offset: number) {
  const db = await getDb();
  const where = eq(games.isActive, true);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ banner: gameBanners })
      .from(gameBanners)
      .innerJoin(games, eq(games.id, gameBanners.gameId))
      .where(where)
      .orderBy(asc(gameBanners.position), asc(gameBanners.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(gameBanners)
      .innerJoin(games, eq(games.id, gameBanners.gameId))
      .where(where),
  ]);
  return { count, results: rows.map(({ banner }) => ({ ...toBannerBase(banner), game: banner.gameId })) };
}

async function queryListGiftBanners(limit: number, offset: number) {
  const db = await getDb();
  const where = eq(gifts.isActive, true);
  const [rows, [{ count }]] = await Promise.all([
    db
      .select({ banner: giftBanners })
      .from(giftBanners)
      .innerJoin(gifts, eq(gifts.id, giftBanners.giftId))
      .where(where)
      .orderBy(asc(giftBanners.position), asc(giftBanners.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(giftBanners)
      .innerJoin(gifts, eq(gifts.id, giftBanners.giftId))
      .where(where),
  ]);
  return { count, results: rows.map(({ banner }) => ({ ...toBannerBase(banner), gift: banner.giftId })) };
}

/** Banners are content records shown while their game (or gift) is active: a list change of those touches them. */
export const listGameBanners = cached("catalog", queryListGameBanners, () => [
  cacheTags.content,
  cacheTags.games,
]);
export const listGiftBanners = cached("catalog", queryListGiftBanners, () => [
  cacheTags.content,
  cacheTags.gifts,
]);
