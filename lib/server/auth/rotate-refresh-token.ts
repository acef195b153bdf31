// POST /api/auth/jwt/refresh/: a refresh token works once. Presenting a spent one means it was copied,
// so the whole family (every token descended from that sign-in) is revoked, the thief's and the owner's.
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "../db/client";
import { refreshTokens, users } from "../db/schema";
import { logger } from "../logger";
import { noAccess, tokenNotValid } from "./auth-errors";
import { authNow } from "./clock";
import { issueTokenPair, type TokenPair } from "./issue-token-pair";
import { verifyToken } from "./jwt";

type Outcome = { pair: TokenPair } | { failure: "invalid" | "reused" | "blocked" };

export async function rotateRefreshToken(token: string): Promise<TokenPair> {
  const claims = await verifyToken(token, "refresh");
  if (!claims) throw tokenNotValid(400);
  const db = await getDb();
  const now = authNow();
  // The revocation must commit, so the transaction reports failures instead of throwing them.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.jti, claims.jti),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ family: refreshTokens.family, userId: refreshTokens.userId });
    if (!spent) {
      const [known] = await tx.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti));
      if (!known?.usedAt) return { failure: "invalid" };
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.family, known.family), isNull(refreshTokens.revokedAt)));
      return { failure: "reused" };
    }
    const [user] = await tx
      .select({ isBlocked: users.isBlocked })
      .from(users)
      .where(eq(users.id, spent.userId));
    if (!user) return { failure: "invalid" };
    if (user.isBlocked) return { failure: "blocked" };
    return { pair: await issueTokenPair(tx, spent.userId, spent.family) };
  });
  if ("pair" in outcome) return outcome.pair;
  if (outcome.failure === "reused")
    logger.warn({ userId: claims.sub }, "spent refresh token presented: family revoked");
  if (outcome.failure === "blocked") throw noAccess();
  throw tokenNotValid(400);
}
