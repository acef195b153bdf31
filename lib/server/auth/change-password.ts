// POST /api/auth/users/set_password/: the signed-in shopper changes the password, proving the current one. Like a
// reset, it signs the account out everywhere (refresh tokens revoked, older access tokens refused, the console's
// second-factor proofs with them); the settings page signs in again with the new password.
import { and, eq, isNull } from "drizzle-orm";
import { PASSWORD_LIKE_EMAIL, isPasswordLikeEmail } from "@/lib/schemas/auth/fields";
import { getDb } from "../db/client";
import { refreshTokens, users } from "../db/schema";
import { fieldError, notFound } from "../errors/domain-error";
import { authNow } from "./clock";
import { hashPassword, verifyPassword } from "./password-hash";

export async function changePassword(userId: number, currentPassword: string, newPassword: string) {
  const db = await getDb();
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  // An account made by a social sign-in has no password to prove: it sets one through the reset link.
  if (!user.passwordHash || !(await verifyPassword(currentPassword, user.passwordHash)))
    throw fieldError("current_password", "Неверный текущий пароль.");
  if (isPasswordLikeEmail(newPassword, user.email)) throw fieldError("new_password", PASSWORD_LIKE_EMAIL);
  const passwordHash = await hashPassword(newPassword);
  const now = authNow();
  // Whole seconds: access tokens carry iat in seconds, and the sign-in right after the change stays valid.
  const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, tokensValidAfter: validAfter }).where(eq(users.id, userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  });
}
