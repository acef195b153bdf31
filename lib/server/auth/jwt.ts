// HS256 JSON Web Tokens with an algorithm allow-list: "none" and every other algorithm are refused.
import { randomBytes } from "node:crypto";
import { SignJWT, errors, jwtVerify } from "jose";
import { getAuthKeys } from "./auth-keys";
import { authNow } from "./clock";

export type TokenType = "access" | "refresh";
export type TokenClaims = {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  tokenType: TokenType;
  /** The sign-in an access token belongs to (its refresh-token family); absent from refresh tokens. */
  sid?: string;
};

const ALGORITHMS = ["HS256"];

export const newJti = () => randomBytes(16).toString("hex");

export async function signToken(
  type: TokenType,
  userId: number,
  lifetimeSec: number,
  jti = newJti(),
  sid?: string,
) {
  const { jwt } = await getAuthKeys();
  const iat = Math.floor(authNow().getTime() / 1000);
  const token = await new SignJWT({ token_type: type, ...(sid ? { sid } : {}) })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSec)
    .sign(jwt);
  return { token, jti, expiresAt: new Date((iat + lifetimeSec) * 1000) };
}

/** The claims of a valid token of the expected type, or null (bad signature, expired, wrong type, garbage). */
export async function verifyToken(token: string, type: TokenType): Promise<TokenClaims | null> {
  if (token.length > 4096) return null;
  const { jwt } = await getAuthKeys();
  try {
    const { payload } = await jwtVerify(token, jwt, {
      algorithms: ALGORITHMS,
      currentDate: authNow(),
      requiredClaims: ["sub", "jti", "iat", "exp"],
    });
    if (payload.token_type !== type) return null;
    if (typeof payload.sub !== "string" || !/^\d{1,10}$/.test(payload.sub)) return null;
    return {
      sub: payload.sub,
      jti: String(payload.jti),
      iat: payload.iat!,
      exp: payload.exp!,
      tokenType: type,
      ...(typeof payload.sid === "string" && /^[0-9a-f]{32}$/.test(payload.sid) ? { sid: payload.sid } : {}),
    };
  } catch {
    return null;
  }
}

/** Whether the token is ours, of this type and only past its expiry (not forged or garbage): a browser
 * session whose HttpOnly refresh cookie may still renew it. */
export async function isExpiredToken(token: string, type: TokenType): Promise<boolean> {
  if (token.length > 4096) return false;
  const { jwt } = await getAuthKeys();
  try {
    await jwtVerify(token, jwt, { algorithms: ALGORITHMS, currentDate: authNow() });
    return false;
  } catch (err) {
    // jose checks the signature before the claims, so JWTExpired means a genuine token.
    return err instanceof errors.JWTExpired && err.payload.token_type === type;
  }
}
