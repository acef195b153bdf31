// Browser token store: cookies `access` and `refresh` (30 days) so that proxy.ts can see the session too.
import { deleteCookie, getCookie, setCookie } from "cookies-next/client";
import { ACCESS_COOKIE, REFRESH_COOKIE, TOKEN_COOKIE_MAX_AGE_S } from "./constants";
import type { TokenStore } from "./token-store";

function cookieOptions() {
  const isHttps = typeof window !== "undefined" && window.location.protocol === "https:";
  return { path: "/", maxAge: TOKEN_COOKIE_MAX_AGE_S, sameSite: "lax" as const, secure: isHttps };
}

/** Reads and writes document.cookie; on the server every read is empty and writes are ignored. */
export function createCookieTokenStore(): TokenStore {
  return {
    getAccess: () => getCookie(ACCESS_COOKIE) || undefined,
    getRefresh: () => getCookie(REFRESH_COOKIE) || undefined,
    setTokens(access, refresh) {
      setCookie(ACCESS_COOKIE, access, cookieOptions());
      if (refresh !== undefined) setCookie(REFRESH_COOKIE, refresh, cookieOptions());
    },
    clear() {
      deleteCookie(ACCESS_COOKIE, { path: "/" });
      deleteCookie(REFRESH_COOKIE, { path: "/" });
    },
  };
}
