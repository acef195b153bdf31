// The e-mailed reset link's uid and token leave the address bar at once: the proxy moves them into a cookie that
// only the reset page's path receives and redirects to the bare path. So the token is in no address bar, browser
// history entry, screenshot or Referer, and a reload still shows the form. The confirm call clears the cookie.
import { NextResponse, type NextRequest } from "next/server";
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

/** Whether the proxy should move this request's link into the cookie: the reset page asked with a token. */
export const carriesResetLink = (request: NextRequest) =>
  request.nextUrl.pathname === RESET_PAGE_PATH && request.nextUrl.searchParams.has("token");

/** The e-mailed URL's answer: its link kept in the cookie, a redirect to the page without it. */
export function moveResetLinkToCookie(request: NextRequest): NextResponse {
  const query = request.nextUrl.searchParams;
  // Over-long values are kept as they came (cut, so the cookie stays small): the page refuses them as a bad link.
  const link = new URLSearchParams({
    uid: (query.get("uid") ?? "").slice(0, 200),
    token: (query.get("token") ?? "").slice(0, 400),
  });
  const response = NextResponse.redirect(new URL(RESET_PAGE_PATH, request.url), 303);
  response.cookies.set(
    RESET_LINK_COOKIE,
    link.toString(),
    secureCookieOptions(request.nextUrl, RESET_PAGE_PATH, RESET_TOKEN_MINUTES * 60),
  );
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}

/** The Set-Cookie header that forgets the link once it has been used. */
export function clearResetLinkCookie(requestUrl: URL): string {
  const { secure } = secureCookieOptions(requestUrl, RESET_PAGE_PATH, 0);
  return `${RESET_LINK_COOKIE}=; Path=${RESET_PAGE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
