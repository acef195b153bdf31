// GET /api/auth/profile/: the shopper's account, balance, active promo code and social bindings.
import { eq } from "drizzle-orm";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@/lib/schemas/auth/providers";
import { getDb } from "../db/client";
import { promoCodes, socialAccounts, users } from "../db/schema";
import { notFound } from "../errors/domain-error";
import { spendableBalance } from "../payments/spendable-balance";

type ActivePromoCode =
  | { resourcetype: "PromoCode"; code: string; percent: number; game: number | null }
  | { resourcetype: "GiftPromoCode"; code: string; percent: number; gift: number };

export type Profile = {
  id: number;
  email: string;
  nickname: string;
  avatarImg: string | null;
  balance: string;
  activePromoCode: ActivePromoCode | null;
  socialIds: Record<SocialProvider, string | null>;
  isStaff: boolean;
};

export async function getProfile(userId: number): Promise<Profile> {
  const db = await getDb();
  const [row] = await db
    .select({ user: users, promo: promoCodes })
    .from(users)
    .leftJoin(promoCodes, eq(promoCodes.id, users.activePromoCodeId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const bound = await db
    .select({ provider: socialAccounts.provider, uid: socialAccounts.uid })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  const socialIds = Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, null])) as Profile["socialIds"];
  for (const b of bound) if (b.provider in socialIds) socialIds[b.provider as SocialProvider] = b.uid;
  const { user, promo } = row;
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    avatarImg: user.avatarImg,
    balance: spendableBalance(user),
    activePromoCode: promo ? describePromo(promo) : null,
    socialIds,
    isStaff: user.role !== "shopper",
  };
}

function describePromo(promo: typeof promoCodes.$inferSelect): ActivePromoCode {
  if (promo.giftId !== null) {
    return { resourcetype: "GiftPromoCode", code: promo.code, percent: promo.percent, gift: promo.giftId };
  }
  return { resourcetype: "PromoCode", code: promo.code, percent: promo.percent, game: promo.gameId };
}
