// Browser token store: the access token in the cookie `access` (30 days) so that proxy.ts and server-rendered
// pages see the session too. The refresh token is never written where scripts can read it: the server keeps it
// in an HttpOnly cookie on /api/auth/ and jwt/refresh/ reads it from there.
import { deleteCookie, getCookie, setCookie } from "cookies-next/client";
import { ACCESS_COOKIE, LEGACY_REFRESH_COOKIE, TOKEN_COOKIE_MAX_AGE_S } from "./constants";
import type { TokenStore } from "./token-store";

function cookieOptions() {
  const isHttps = typeof window !== "undefined" && window.location.protocol === "https:";
  return { path: "/", maxAge: TOKEN_COOKIE_MAX_AGE_S, sameSite: "lax" as const, secure: isHttps };
}

/** Reads and writes document.cookie; on the server every read is empty and writes are ignored. */
export function createCookieTokenStore(): TokenStore {
  // A session signed in before the HttpOnly cookie existed: its script-readable token is sent once in the
  // body of the next refresh, whose answer sets the HttpOnly cookie; setTokens then deletes the old one.
  const getLegacyRefresh = () => getCookie(LEGACY_REFRESH_COOKIE) || undefined;
  return {
    getAccess: () => getCookie(ACCESS_COOKIE) || undefined,
    getRefresh: getLegacyRefresh,
    // The access cookie outlives its token (30 days, like the refresh token): it marks a session to renew.
    canRefresh: () => Boolean(getCookie(ACCESS_COOKIE) || getLegacyRefresh()),
    setTokens(access) {
      setCookie(ACCESS_COOKIE, access, cookieOptions());
      deleteCookie(LEGACY_REFRESH_COOKIE, { path: "/" });
    },
    clear() {
      deleteCookie(ACCESS_COOKIE, { path: "/" });
      deleteCookie(LEGACY_REFRESH_COOKIE, { path: "/" });
    },
  };
}
