// Whether a sign-in (a refresh-token family, the access token's sid) still stands: some token of the family is
// neither spent, revoked nor expired. Logout, a password reset, a block, a role or password change revoke the
// family, and so end what is bound to that sign-in (the console's second factor) even while an access token of it
// is still valid.
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../db/client";
import { refreshTokens } from "../db/schema";
import { authNow } from "./clock";

export async function isSessionLive(userId: number, sessionId: string): Promise<boolean> {
  const db = await getDb();
  const [live] = await db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, authNow()),
      ),
    )
    .limit(1);
  return live !== undefined;
}
