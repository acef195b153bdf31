// The refresh token as an HttpOnly cookie, so no script (an XSS, a rogue dependency) can read it. Scoped to the
// auth calls, it travels only to jwt/refresh/ and jwt/logout/, never with page or catalogue requests.
import type { NextRequest, NextResponse } from "next/server";
import { getConfig } from "../config";
import { secureCookieOptions } from "../auth/cookie-options";

export const REFRESH_TOKEN_COOKIE = "refresh_token";
export const REFRESH_COOKIE_PATH = "/api/auth/";

function options(requestUrl: URL, maxAgeSec: number) {
  const base = secureCookieOptions(requestUrl, REFRESH_COOKIE_PATH, maxAgeSec);
  // Live mode runs behind HTTPS: never let the token travel in the clear, whatever a proxy reports.
  return { ...base, secure: base.secure || getConfig().STORE_MODE === "live" };
}

export function readRefreshCookie(req: NextRequest): string | undefined {
  return req.cookies.get(REFRESH_TOKEN_COOKIE)?.value || undefined;
}

/** Sets the cookie to `refresh`, or expires it when null. */
export function setRefreshCookie<R extends NextResponse>(res: R, requestUrl: URL, refresh: string | null): R {
  const maxAge = refresh === null ? 0 : getConfig().REFRESH_TOKEN_LIFETIME;
  res.cookies.set(REFRESH_TOKEN_COOKIE, refresh ?? "", options(requestUrl, maxAge));
  return res;
}
