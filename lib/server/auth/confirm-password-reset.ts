// POST /api/auth/users/reset_password_confirm/: a valid, unused, unexpired token sets the new password once
// and signs the account out everywhere (refresh tokens revoked, older access tokens refused). The reset proves the
// mailbox, so social bindings made when the account was created from an unproven address go: they may be those of
// a stranger who typed this address at a social sign-in before its owner came (find-or-create-social-user.ts).
import { and, eq, gt, isNull } from "drizzle-orm";
import { PASSWORD_LIKE_EMAIL, isPasswordLikeEmail } from "@/lib/schemas/auth/fields";
import { getDb } from "../db/client";
import { passwordResetTokens, refreshTokens, socialAccounts, users } from "../db/schema";
import { fieldError } from "../errors/domain-error";
import { authNow } from "./clock";
import { hashPassword } from "./password-hash";
import { hashResetToken } from "./request-password-reset";
import { decodeUid } from "./reset-uid";

const invalidUid = () =>
  fieldError("uid", "Неверный идентификатор пользователя или пользователь не существует.");
const invalidToken = () => fieldError("token", "Неверный или устаревший токен для данного пользователя.");

export async function confirmPasswordReset(uid: string, token: string, newPassword: string): Promise<void> {
  const userId = decodeUid(uid);
  if (userId === null) throw invalidUid();
  const db = await getDb();
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw invalidUid();
  const now = authNow();
  const tokenHash = hashResetToken(token);
  const isUsable = and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    eq(passwordResetTokens.userId, userId),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [usable] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(isUsable);
  if (!usable) throw invalidToken();
  if (isPasswordLikeEmail(newPassword, user.email)) throw fieldError("new_password", PASSWORD_LIKE_EMAIL);
  const passwordHash = await hashPassword(newPassword);
  // Whole seconds: access tokens carry iat in seconds, and one signed in right after the reset stays valid.
  const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await db.transaction(async (tx) => {
    // The conditional update is the single-use guarantee when two confirmations race.
    const [consumed] = await tx.update(passwordResetTokens).set({ usedAt: now }).where(isUsable).returning();
    if (!consumed) throw invalidToken();
    await tx.update(users).set({ passwordHash, tokensValidAfter: validAfter }).where(eq(users.id, userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.isEmailUnproven, true)));
  });
}
