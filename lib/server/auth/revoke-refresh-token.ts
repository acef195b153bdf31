// POST /api/auth/jwt/logout/: the presented refresh token's whole family (every token of that sign-in) is
// revoked, so a copy of the cookie taken before logout cannot renew the session afterwards.
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "../db/client";
import { refreshTokens } from "../db/schema";
import { authNow } from "./clock";
import { verifyToken } from "./jwt";

/** Quietly does nothing for a token that is not ours, expired or already revoked: logout always succeeds. */
export async function revokeRefreshToken(token: string | undefined): Promise<void> {
  const claims = token ? await verifyToken(token, "refresh") : null;
  if (!claims) return;
  const db = await getDb();
  const [known] = await db
    .select({ family: refreshTokens.family })
    .from(refreshTokens)
    .where(eq(refreshTokens.jti, claims.jti));
  if (!known) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: authNow() })
    .where(and(eq(refreshTokens.family, known.family), isNull(refreshTokens.revokedAt)));
}
