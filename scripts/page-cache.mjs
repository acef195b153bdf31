// The catalogue pages' HTML kept in memory for visitors without a session (issue 13): home, games, gifts, products
// and the information pages are the same for every anonymous visitor of one country, so one render serves them all
// until the catalogue changes. Why not Next's own full-route cache: every page carries a per-request CSP nonce
// (proxy.ts), which a prerendered page cannot; here each answer from the cache gets a fresh nonce, written into
// the CSP header and every place the rendered page held the old one, so the strict CSP stays as it is.
// Invalidation: every catalogue or feed invalidation of the app (lib/server/cache/cached.ts, on this instance and,
// through PostgreSQL NOTIFY, on every other) empties this cache at once through a global hook; a lifetime bounds
// what a missed notification could leave. Answers are `private, no-cache`: browsers may keep them for back/forward
// navigation, shared caches may not (the nonce is per answer).
import { randomBytes } from "node:crypto";
import { gzip } from "node:zlib";

const CLEAR_HOOK = Symbol.for("store.pageCache.clear");
const TTL_MS = 30_000;
const MAX_ENTRIES = 300;
const MAX_ENTRY_BYTES = 1024 * 1024;
const LOCALE_COOKIE = "NEXT_LOCALE";
/** lib/server/payments/country-cookie.ts: the header's country (and so the prices' currency) is chosen by it. */
const COUNTRY_COOKIE = "country_id";
/**
 * Cookies that do not make a page personal (proxy.ts's locale, the chosen country): any other cookie (a session,
 * an order's access) bypasses the cache. tests/server/page-cache.test.ts checks the names against the app's.
 */
export const NEUTRAL_COOKIES = new Set([LOCALE_COOKIE, COUNTRY_COOKIE]);
/** The pages that are the same for every anonymous visitor (the catalogue and the information pages). */
const CACHEABLE_PATH =
  /^\/(?:\d+|games\/\d+|gifts(?:\/\d+)?|gifts\/detalis\/\d+|products(?:\/\d+)?|products\/details\/\d+|info(?:\/[a-z0-9-]+){1,2})?\/?$/;
/** Response headers not kept: per-answer or per-connection ones, and those the cache writes itself. */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "x-request-id",
  "cache-control",
]);
const CACHE_CONTROL = "private, no-cache";

const nonceOf = (csp) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];
const newNonce = () => randomBytes(16).toString("base64");

function parseCookies(header) {
  const cookies = new Map();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The cache key of a request whose page may come from the cache, else null. */
export function pageCacheKey(req) {
  if (req.method !== "GET") return null;
  const url = req.url ?? "/";
  const [pathname] = url.split("?");
  if (!CACHEABLE_PATH.test(pathname)) return null;
  // Client navigations ask for the RSC payload, not the document; keep to documents.
  if (req.headers.rsc || req.headers["next-router-prefetch"] || url.includes("_rsc=")) return null;
  if (!(req.headers.accept ?? "text/html").includes("text/html")) return null;
  const cookies = parseCookies(req.headers.cookie);
  for (const name of cookies.keys()) if (!NEUTRAL_COOKIES.has(name)) return null;
  // The locale cookie is set on a first visit: a visitor with and one without it get different headers.
  return `${url}|${cookies.has(LOCALE_COOKIE) ? "l" : "-"}|${cookies.get(COUNTRY_COOKIE) ?? ""}`;
}

export function createPageCache({ ttlMs = TTL_MS, maxEntries = MAX_ENTRIES } = {}) {
  /** key -> { at, status, headers, cookies, parts: Buffer[] split at the nonce, csp } */
  const entries = new Map();
  /** Bumped by every invalidation: a render that began before one is not kept (it may show the old catalogue). */
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  globalThis[CLEAR_HOOK] = clear;

  /** Answers `key` from the cache with a fresh nonce; false on a miss. */
  function serve(key, req, res) {
    const entry = entries.get(key);
    if (!entry || Date.now() - entry.at > ttlMs) {
      if (entry) entries.delete(key);
      return false;
    }
    const nonce = newNonce();
    const nonceBuffer = Buffer.from(nonce);
    const chunks = [];
    entry.parts.forEach((part, i) => {
      if (i > 0) chunks.push(nonceBuffer);
      chunks.push(part);
    });
    const body = Buffer.concat(chunks);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.csp) res.setHeader("content-security-policy", entry.csp.split(entry.nonce).join(nonce));
    if (entry.cookies.length) res.setHeader("set-cookie", entry.cookies);
    res.setHeader("cache-control", CACHE_CONTROL);
    res.setHeader("x-page-cache", "hit");
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary))
      res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    res.statusCode = entry.status;
    // The bytes differ per answer (the nonce), so a browser's gzip is made per answer: level 1, off the main thread.
    if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      res.setHeader("content-length", body.length);
      res.end(body);
      return true;
    }
    gzip(body, { level: 1 }, (err, zipped) => {
      if (err) {
        res.setHeader("content-length", body.length);
        res.end(body);
        return;
      }
      res.setHeader("content-encoding", "gzip");
      res.setHeader("content-length", zipped.length);
      res.end(zipped);
    });
    return true;
  }

  /**
   * Lets the app answer `req` and keeps a copy of a complete, cacheable answer under `key`. The app is asked for
   * an uncompressed answer (the nonce is replaced in the bytes); nginx or the browser's connection compresses.
   */
  function capture(key, req, res) {
    delete req.headers["accept-encoding"];
    const raw = req.rawHeaders;
    for (let i = raw.length - 2; i >= 0; i -= 2) {
      if (raw[i].toLowerCase() === "accept-encoding") raw.splice(i, 2);
    }
    const startedIn = generation;
    const chunks = [];
    let size = 0;
    let isTooLarge = false;
    const keep = (chunk, encoding) => {
      if (chunk == null || isTooLarge) return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) isTooLarge = true;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, cb) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    };
    res.end = function (chunk, encoding, cb) {
      if (typeof chunk !== "function") keep(chunk, encoding);
      return end.call(this, chunk, encoding, cb);
    };
    const setHeader = res.setHeader;
    res.setHeader = function (name, value) {
      // The page is the same for every anonymous visitor: the browser may keep it (back/forward cache), revalidating.
      if (String(name).toLowerCase() === "cache-control") value = CACHE_CONTROL;
      return setHeader.call(this, name, value);
    };
    res.setHeader("x-page-cache", "miss");
    res.once("finish", () => {
      if (isTooLarge || res.statusCode !== 200 || generation !== startedIn) return;
      const headers = res.getHeaders();
      if (!String(headers["content-type"] ?? "").startsWith("text/html")) return;
      if (headers["content-encoding"]) return;
      const cookies = [headers["set-cookie"] ?? []].flat().map(String);
      // Only the locale cookie may be replayed to another visitor; anything else makes the answer personal.
      if (cookies.some((c) => !c.startsWith(`${LOCALE_COOKIE}=`))) return;
      const csp = headers["content-security-policy"] ? String(headers["content-security-policy"]) : undefined;
      const nonce = nonceOf(csp);
      if (csp && !nonce) return;
      const body = Buffer.concat(chunks);
      const parts = nonce
        ? body
            .toString("utf8")
            .split(nonce)
            .map((s) => Buffer.from(s))
        : [body];
      const kept = Object.entries(headers).filter(
        ([name]) =>
          !DROPPED_HEADERS.has(name) && name !== "content-security-policy" && name !== "x-page-cache",
      );
      entries.delete(key);
      entries.set(key, { at: Date.now(), status: 200, headers: kept, cookies, parts, csp, nonce });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    });
  }

  return { serve, capture, clear, size: () => entries.size };
}
