// The e-mailed reset link's uid and token leave the address bar at once: the proxy moves them into a cookie that
// only the reset page's path receives and redirects to the bare path. So the token is in no address bar, browser
// history entry, screenshot or Referer, and a reload still shows the form (the proxy's part:
// lib/server/http/reset-link-redirect.ts). The confirm call clears the cookie.
import { secureCookieOptions } from "./cookie-options";

export const RESET_PAGE_PATH = "/auth/reset-password";
export const RESET_LINK_COOKIE = "reset_link";
/** How long a reset link is valid, and so how long its cookie is kept. */
export const RESET_TOKEN_MINUTES = 60;

export type ResetLink = { uid: string; token: string };

/** The link a cookie value holds; empty fields for none. */
export function readResetLink(value: string | undefined): ResetLink {
  const params = new URLSearchParams(value ?? "");
  return { uid: (params.get("uid") ?? "").trim(), token: (params.get("token") ?? "").trim() };
}

/** The Set-Cookie header that forgets the link once it has been used. */
export function clearResetLinkCookie(requestUrl: URL): string {
  const { secure } = secureCookieOptions(requestUrl, RESET_PAGE_PATH, 0);
  return `${RESET_LINK_COOKIE}=; Path=${RESET_PAGE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
