// POST /api/auth/social/{provider}/bind/: attaches the provider's account to the signed-in shopper.
import { and, eq } from "drizzle-orm";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { getDb } from "../../db/client";
import { socialAccounts } from "../../db/schema";
import { nonFieldError } from "../../errors/domain-error";
import { readSocialCallback, type CallbackInput } from "./read-social-callback";

export async function bindSocialAccount(
  userId: number,
  provider: SocialProvider,
  input: CallbackInput,
  cookie: string | undefined,
): Promise<void> {
  const { identity } = await readSocialCallback(provider, input, cookie);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, identity.uid)));
    if (owner?.userId === userId) return;
    if (owner) throw nonFieldError("Этот аккаунт уже привязан к другому пользователю магазина.");
    const [mine] = await tx
      .select({ uid: socialAccounts.uid })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)));
    if (mine)
      throw nonFieldError("К профилю уже привязан другой аккаунт этого сервиса: сначала отвяжите его.");
    await tx.insert(socialAccounts).values({ provider, uid: identity.uid, userId });
  });
}
