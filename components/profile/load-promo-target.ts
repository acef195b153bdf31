// The title of what the active promo code applies to (a game or a gift), read from the cached catalogue.
import type { Profile } from "@/lib/server/auth/get-profile";
import { getGame } from "@/lib/server/catalog/games";
import { getGift } from "@/lib/server/catalog/gifts";

export type PromoTarget = { kind: "game" | "gift"; title: string } | null;

/** null for a code valid everywhere, or when its game or gift is gone from the catalogue. */
export async function loadPromoTarget(promo: Profile["activePromoCode"]): Promise<PromoTarget> {
  if (!promo) return null;
  if (promo.resourcetype === "GiftPromoCode") {
    const gift = await getGift(promo.gift);
    return gift ? { kind: "gift", title: gift.title } : null;
  }
  if (promo.game === null) return null;
  const game = await getGame(promo.game);
  return game ? { kind: "game", title: game.title } : null;
}
