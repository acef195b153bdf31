// Request proxy (Next 16's middleware): locale cookie, the path header for not-found, and the profile guard.
import { NextResponse, type NextRequest } from "next/server";

export const LOCALE_COOKIE = "NEXT_LOCALE";
export const DEFAULT_LOCALE = "ru";
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
export const ACCESS_COOKIE = "access";
/** not-found.tsx has no params; it reads the requested path from this request header. */
export const PATHNAME_HEADER = "x-pathname";

const PROTECTED_PATHS = [/^\/profile\/?$/, /^\/profile\/settings\/?$/];

const isProtected = (pathname: string) => PROTECTED_PATHS.some((re) => re.test(pathname));

function rememberLocale(request: NextRequest, response: NextResponse) {
  if (request.cookies.get(LOCALE_COOKIE)?.value) return response;
  response.cookies.set(LOCALE_COOKIE, DEFAULT_LOCALE, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: "/",
    sameSite: "lax",
  });
  return response;
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;

  // Optimistic check only: the profile pages verify the token themselves.
  if (isProtected(pathname) && !request.cookies.get(ACCESS_COOKIE)?.value) {
    return rememberLocale(request, NextResponse.redirect(new URL("/", request.url)));
  }

  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, pathname);
  return rememberLocale(request, NextResponse.next({ request: { headers } }));
}

export const config = {
  // Pages only: static assets, images and the API (hot path, no locale needed) skip the proxy.
  matcher: ["/((?!api/|_next/static|_next/image|images/|favicon.ico|favicon.svg|robots.txt|sitemap.xml).*)"],
};
