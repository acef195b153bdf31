// The proxy's part of lib/server/auth/reset-link-cookie.ts: the e-mailed reset URL answered with a redirect to the
// bare reset page, its uid and token kept in the cookie only that page receives.
import { NextResponse, type NextRequest } from "next/server";
import { secureCookieOptions } from "../auth/cookie-options";
import { RESET_LINK_COOKIE, RESET_PAGE_PATH, RESET_TOKEN_MINUTES } from "../auth/reset-link-cookie";

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
