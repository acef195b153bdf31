// POST /api/admin/users/{id}/block/ and .../unblock/: an admin stops or restores an account's sign-in. A blocked
// account is refused at sign-in (password and social), at token refresh and on every call with an access token it
// still holds (lib/server/auth); blocking also revokes its refresh tokens, so that unblocking later does not bring
// back sessions from before the block. The change and its audit entry are one transaction; blocking an account
// already blocked (or unblocking one that is not) changes nothing and records nothing.
import { and, eq, isNull } from "drizzle-orm";
import { authNow } from "../auth/clock";
import { getDb, type Db } from "../db/client";
import { refreshTokens, users } from "../db/schema";
import { nonFieldError, notFound } from "../errors/domain-error";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ROW_LOCK } from "../db/row-lock";

export async function setUserBlocked(userId: number, isBlocked: boolean, actor: AuditActor, reason?: string) {
  if (isBlocked && userId === actor.id) {
    throw nonFieldError("Нельзя заблокировать собственную учётную запись.");
  }
  const db = await getDb();
  return db.transaction(async (tx: Db) => {
    const [user] = await tx
      .select({ id: users.id, isBlocked: users.isBlocked })
      .from(users)
      .where(eq(users.id, userId))
      .for(ROW_LOCK);
    if (!user) throw notFound();
    if (user.isBlocked === isBlocked) return { id: user.id, isBlocked };
    await tx.update(users).set({ isBlocked }).where(eq(users.id, user.id));
    const revoked = isBlocked
      ? await tx
          .update(refreshTokens)
          .set({ revokedAt: authNow() })
          .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)))
          .returning({ jti: refreshTokens.jti })
      : [];
    await recordAudit(tx, actor, {
      action: isBlocked ? "user.block" : "user.unblock",
      targetType: "user",
      targetId: user.id,
      before: { is_blocked: user.isBlocked },
      after: {
        is_blocked: isBlocked,
        reason: reason || null,
        ...(isBlocked ? { revoked_sessions: revoked.length } : {}),
      },
    });
    return { id: user.id, isBlocked };
  });
}
