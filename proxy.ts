// Request proxy (Next 16's middleware): locale cookie, the path header for not-found, the routes' named guards
// (lib/routing/guarded-routes.ts), the per-request nonce Content-Security-Policy of every page, and a password
// reset link's token moved out of the address bar (lib/server/http/reset-link-redirect.ts).
import { NextResponse, type NextRequest } from "next/server";
import { guardsOfPath } from "@/lib/routing/guarded-routes";
import { carriesResetLink, moveResetLinkToCookie } from "@/lib/server/http/reset-link-redirect";
import { COUNTRY_COOKIE } from "@/lib/server/payments/country-cookie";
import { NO_COUNTRY, parseCountryId, RENDERED_COUNTRY_HEADER } from "@/lib/server/http/request-cookies";
import {
  NONCE_HEADER,
  buildPageSecurityHeaders,
  createNonce,
} from "@/lib/server/security/page-security-headers";

export const LOCALE_COOKIE = "NEXT_LOCALE";
export const DEFAULT_LOCALE = "ru";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** not-found.tsx has no params; it reads the requested path from this request header. */
export const PATHNAME_HEADER = "x-pathname";

function rememberLocale(request: NextRequest, response: NextResponse) {
  if (request.cookies.get(LOCALE_COOKIE)?.value) return response;
  response.cookies.set(LOCALE_COOKIE, DEFAULT_LOCALE, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: "/",
    sameSite: "lax",
  });
  return response;
}

function withHeaders(response: NextResponse, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const nonce = createNonce();
  const security = buildPageSecurityHeaders(nonce);
  if (carriesResetLink(request)) return withHeaders(moveResetLinkToCookie(request), security);

  for (const guard of guardsOfPath(pathname)) {
    const answer = guard(request);
    if (answer) return rememberLocale(request, withHeaders(answer, security));
  }

  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  // Next.js takes the nonce for its scripts from the CSP request header; x-nonce is for our own components.
  headers.set(NONCE_HEADER, nonce);
  headers.set("content-security-policy", security["Content-Security-Policy"]);
  const response = withHeaders(NextResponse.next({ request: { headers } }), security);
  // The country the page is rendered for, read as the page reads it (request.cookies is the parser of cookies()):
  // the server entry's page cache keeps the page under that country only, and takes this header off.
  const country = parseCountryId(request.cookies.get(COUNTRY_COOKIE)?.value);
  response.headers.set(RENDERED_COUNTRY_HEADER, country === null ? NO_COUNTRY : String(country));
  return rememberLocale(request, response);
}

export const config = {
  // Pages only: static assets, images and the API (hot path, no locale needed) skip the proxy.
  matcher: ["/((?!api/|_next/static|_next/image|images/|favicon.ico|favicon.svg|robots.txt|sitemap.xml).*)"],
};
