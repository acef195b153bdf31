// One reading of a request's cookies for the server entry's page cache (server/page-cache.ts) and the app: the
// parser Next.js itself gives route handlers, the proxy and server components (`cookies()`, `request.cookies`), so a
// cookie header, however odd (`country_id=2; country_id =3`, `country_id= 3`), means the same thing to the cache
// that picks a cached page and to the app that renders it (issue 23, item 10).
import { parseCookie } from "next/dist/compiled/@edge-runtime/cookies/index.js";

/** name -> value of a Cookie header, exactly as Next.js reads it (a repeated name: the last one). */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  return parseCookie(header ?? "");
}

const MAX_INT = 2_147_483_647;

/** The chosen country's id in its cookie's value: only a plain positive integer counts, anything else is none. */
export function parseCountryId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_INT ? id : null;
}

/**
 * Set by proxy.ts on every page answer: the country the page is rendered for (parseCountryId of the country cookie,
 * NO_COUNTRY for none: an empty header would not reach the server entry). The page cache keeps a page only under
 * that country's key and takes the header off the answer.
 */
export const RENDERED_COUNTRY_HEADER = "x-store-rendered-country";
export const NO_COUNTRY = "none";
