// Who is calling: the Bearer access token is verified, then the account is loaded (blocked accounts and
// tokens issued before a password reset are refused). Other Authorization schemes are not ours: guest.
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { users } from "../db/schema";
import { badAuthorizationHeader, noAccess, tokenNotValid, userNotFound } from "./auth-errors";
import { verifyToken } from "./jwt";

// Defined here rather than in http/auth-context.ts (which re-exports them) so that the two need not import each other.
/** `sessionId`: the sign-in (refresh-token family) the access token was issued for; null for older tokens. */
export type AuthUser = { id: number; email: string; sessionId?: string | null };
export type AuthContext = { user: AuthUser | null };

/** The account behind an access token (header or cookie), or an ApiError (401 / 403 no_access). */
export async function authenticateAccessToken(token: string): Promise<AuthUser> {
  const claims = await verifyToken(token, "access");
  if (!claims) throw tokenNotValid(401);
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      isBlocked: users.isBlocked,
      tokensValidAfter: users.tokensValidAfter,
    })
    .from(users)
    .where(eq(users.id, Number(claims.sub)));
  if (!user) throw userNotFound();
  if (user.tokensValidAfter && claims.iat * 1000 < user.tokensValidAfter.getTime()) throw tokenNotValid(401);
  if (user.isBlocked) throw noAccess();
  return { id: user.id, email: user.email, sessionId: claims.sid ?? null };
}

export async function authenticateRequest(req: Request): Promise<AuthContext> {
  const header = req.headers.get("authorization")?.trim();
  if (!header) return { user: null };
  const parts = header.split(/\s+/);
  if (parts[0].toLowerCase() !== "bearer") return { user: null };
  if (parts.length !== 2) throw badAuthorizationHeader();
  return { user: await authenticateAccessToken(parts[1]) };
}
