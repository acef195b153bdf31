// POST /api/auth/social/{provider}/unbind/: detaches the provider's account, unless it is the only way
// left to sign in (no password, no other binding): then the shopper would be locked out.
import { and, eq, sql } from "drizzle-orm";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { getDb } from "../../db/client";
import { socialAccounts, users } from "../../db/schema";
import { nonFieldError, notFound } from "../../errors/domain-error";

export async function unbindSocialAccount(userId: number, provider: SocialProvider): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const isThisBinding = and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider));
    const [binding] = await tx.select({ id: socialAccounts.id }).from(socialAccounts).where(isThisBinding);
    if (!binding) throw notFound("Аккаунт этого сервиса не привязан.");
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(socialAccounts)
      .where(eq(socialAccounts.userId, userId));
    if (!user?.passwordHash && count <= 1) {
      throw nonFieldError(
        "Это единственный способ входа в аккаунт. Сначала задайте пароль (восстановление пароля по e-mail), затем отвяжите.",
      );
    }
    await tx.delete(socialAccounts).where(isThisBinding);
  });
}
