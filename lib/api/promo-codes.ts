// The account's promo code (SPEC.md: activate, show, deactivate): the active one is remembered on the user and
// applied to the shopper's next orders of its game or gift. Callers announce a change (lib/state/promo-code-events.ts)
// so that the session fetches the profile again.
import { getGift as giftEndpoint } from "@/lib/schemas/catalog/gift";
import * as promoEndpoints from "@/lib/schemas/promo/promo-code";
import { call } from "./call";
import type { CallOptions } from "./default-client";
import { getGame } from "./games";
import type { PromoCode } from "./types/promo";
import { parsePromoCode } from "./variants";

/** Makes the code the account's active one; 400 {code: [...]} when it is unknown, expired or used up. */
export function activatePromoCode({ code }: { code: string }, options?: CallOptions): Promise<PromoCode> {
  const rules = { required: ["code"], parse: parsePromoCode<PromoCode> };
  return call(promoEndpoints.activatePromoCode, { body: { code }, ...rules }, options);
}

/** Checks a code without activating it: its percent and what it applies to, or 400 {code: [...]}. */
export function showPromoCode({ code }: { code: string }, options?: CallOptions): Promise<PromoCode> {
  const rules = { required: ["code"], parse: parsePromoCode<PromoCode> };
  return call(promoEndpoints.showPromoCode, { body: { code }, ...rules }, options);
}

/** Clears the account's active code (204). */
export async function deactivatePromoCode(options?: CallOptions): Promise<void> {
  await call(promoEndpoints.deactivatePromoCode, {}, options);
}

/** What a code applies to, named: a game or a gift of the catalogue. */
export type PromoCodeTarget = { kind: "game" | "gift"; title: string };

/** The title of the code's game or gift from the public catalogue; null for a code valid on any purchase. */
export async function getPromoCodeTarget(
  promo: PromoCode,
  options?: CallOptions,
): Promise<PromoCodeTarget | null> {
  if (promo.resourcetype === "GiftPromoCode") {
    const gift = await call(giftEndpoint, { params: { id: promo.gift } }, options);
    return { kind: "gift", title: gift.title };
  }
  if (promo.game === null) return null;
  const game = await getGame({ id: promo.game }, options);
  return { kind: "game", title: game.title };
}
