// Numbers of SPEC.md section 9 that the client enforces, in one place so tests and UI share them.
export const REQUEST_TIMEOUT_MS = 30_000;
/** Waits before the first and second retry of a GET answered 503. */
export const GET_RETRY_DELAYS_MS = [1_000, 2_000] as const;
export const REFRESH_ATTEMPTS = 5;
export const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
export const ACCESS_COOKIE = "access";
/** Where browsers kept the refresh token before it became the server's HttpOnly cookie; read once, then deleted. */
export const LEGACY_REFRESH_COOKIE = "refresh";
export const ORDERS_PAGE_SIZE = 50;
/** Profile is re-fetched after this long (SPEC.md: user data cache 30 minutes). */
export const PROFILE_STALE_TIME_MS = 30 * 60 * 1000;
/** Last-orders view covers orders created within this window. */
export const LAST_ORDERS_WINDOW_MS = 24 * 60 * 60 * 1000;
