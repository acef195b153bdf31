// A new access + refresh pair; the refresh token is recorded under its family so reuse can be detected. The family
// names the sign-in: the access token carries it (sid), so what is bound to a sign-in (the console's second factor)
// ends with it.
import { randomBytes } from "node:crypto";
import { getConfig } from "../config";
import type { Db } from "../db/client";
import { refreshTokens } from "../db/schema";
import { signToken } from "./jwt";

export type TokenPair = { access: string; refresh: string };

/** `family` continues a rotation chain; a fresh sign-in starts a new one. */
export async function issueTokenPair(db: Db, userId: number, family?: string): Promise<TokenPair> {
  const config = getConfig();
  const sid = family ?? randomBytes(16).toString("hex");
  const access = await signToken("access", userId, config.ACCESS_TOKEN_LIFETIME, undefined, sid);
  const refresh = await signToken("refresh", userId, config.REFRESH_TOKEN_LIFETIME);
  await db.insert(refreshTokens).values({
    jti: refresh.jti,
    family: sid,
    userId,
    expiresAt: refresh.expiresAt,
  });
  return { access: access.token, refresh: refresh.token };
}
