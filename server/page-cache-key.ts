// Which requests the page cache may answer, and under which key (server/page-cache.ts): GET documents of anonymous
// visitors (only NEUTRAL_COOKIES) per URL, locale-cookie presence and country, and the API answers outside the
// staff, session and probe paths.
import type { IncomingMessage } from "node:http";
import { parseCookieHeader, NO_COUNTRY, parseCountryId } from "../lib/server/http/request-cookies";

export const LOCALE_COOKIE = "NEXT_LOCALE";
/** lib/server/payments/country-cookie.ts: the header's country (and so the prices' currency) is chosen by it. */
const COUNTRY_COOKIE = "country_id";
/**
 * Cookies that do not make a page personal (proxy.ts's locale, the chosen country): any other cookie (a session,
 * an order's access) bypasses the cache. tests/server/page-cache.test.ts checks the names against the app's.
 */
export const NEUTRAL_COOKIES = new Set([LOCALE_COOKIE, COUNTRY_COOKIE]);
/** API paths never kept, whatever they answer: staff, sessions, probes. */
const PRIVATE_API = /^\/api\/(?:admin|auth|health|operator|build)\//;

export const isApiKey = (key: string): boolean => key.startsWith("api|");

/** The cache key of a request that may be answered from memory, else null. */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== "GET") return null;
  const url = req.url ?? "/";
  const [pathname] = url.split("?");
  // An API answer is kept only if the app says it is public (see capture): the same for every caller.
  // Its HSTS header depends on X-Forwarded-Proto (next.config.mjs's header rules): that is in the key. Nothing else
  // of the request is in the answer: list links come from SITE_URL, never from Host (issue 23, item 9).
  if (pathname.startsWith("/api/")) {
    if (PRIVATE_API.test(pathname)) return null;
    return req.headers["x-forwarded-proto"] === "https" ? `api|${url}|https` : `api|${url}`;
  }
  // Whether a page may be kept is known once it is rendered (capture): what it read, for whom, how it answered.
  if (pathname.startsWith("/_next/")) return null;
  // Client navigations ask for the RSC payload, not the document; keep to documents.
  if (req.headers.rsc || req.headers["next-router-prefetch"] || url.includes("_rsc=")) return null;
  if (!(req.headers.accept ?? "text/html").includes("text/html")) return null;
  // Read as the app reads them (one parser: lib/server/http/request-cookies.ts), so `country_id=2; country_id =3`
  // is the cookie `country_id ` to both of us (not a neutral one: no caching), never country 3 here and 2 there.
  const cookies = parseCookieHeader(req.headers.cookie);
  for (const name of cookies.keys()) if (!NEUTRAL_COOKIES.has(name)) return null;
  // A country value the app would not take (` 3`, `x`) renders the default country: such odd requests go to the app.
  const country = cookies.has(COUNTRY_COOKIE) ? parseCountryId(cookies.get(COUNTRY_COOKIE)) : "";
  if (country === null) return null;
  // The locale cookie is set on a first visit (when proxy.ts finds no value): visitors with and without it get
  // different headers.
  return `page|${url}|${cookies.get(LOCALE_COOKIE) ? "l" : "-"}|${country}`;
}

/** The country a page key was made for, as proxy.ts reports it in RENDERED_COUNTRY_HEADER. */
export const countryOfKey = (key: string): string => key.slice(key.lastIndexOf("|") + 1) || NO_COUNTRY;
