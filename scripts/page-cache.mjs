// What is the same for every visitor, kept in memory by each instance (issue 13): the catalogue pages' HTML for
// visitors without a session, and the API answers the app marks `public, s-maxage` (the catalogue lists). One render
// or one query serves every visitor until the catalogue changes.
// Pages: home, games, gifts, products and the information pages are the same for every anonymous visitor of one
// country. Why not Next's own full-route cache: every page carries a per-request CSP nonce (proxy.ts), which a
// prerendered page cannot; here each answer from memory gets a fresh nonce, written into the CSP header and every
// place the rendered page held the old one, so the strict CSP stays as it is. They are answered `private, no-cache`:
// browsers may keep them for back/forward navigation, shared caches may not (the nonce is per answer).
// API: an answer the app calls public is kept for its s-maxage (at most the lifetime below), as nginx's proxy_cache
// would, but dropped the moment the catalogue changes.
// Invalidation: every catalogue or review invalidation of the app (lib/server/cache/cached.ts, on this instance and,
// through PostgreSQL NOTIFY, on every other) empties this cache at once through a global hook, and a render that
// began before one is not kept; a purchase (the feed) drops only the live feed's answers, no page holds the feed;
// the lifetime bounds what a missed notification could leave.
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync, gzip, inflateSync } from "node:zlib";
import { inlineCriticalCss } from "./inline-critical-css.mjs";
import {
  parseCookieHeader,
  NO_COUNTRY,
  parseCountryId,
  RENDERED_COUNTRY_HEADER,
} from "../lib/server/http/request-cookies.mjs";

const CLEAR_HOOK = Symbol.for("store.pageCache.clear");
/** A backstop: changes reach the cache by invalidation; what changes without one (stock counts) is this old at most. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
/**
 * After its lifetime (or a change of the reviews), an entry may still be answered for this long while one request
 * renders it afresh: visitors never wait for that render, and the app renders a page once, not once per visitor.
 * Never after a catalogue change: a price or stock change shows at once.
 */
const STALE_MS = 5_000;
/** How long a request waits for another's render of the same page before rendering it itself. */
const WAIT_MS = 10_000;
const MAX_ENTRY_BYTES = 1024 * 1024;
/** All entries together: searches can make many keys; the oldest go first. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;
const LOCALE_COOKIE = "NEXT_LOCALE";
/** lib/server/payments/country-cookie.ts: the header's country (and so the prices' currency) is chosen by it. */
const COUNTRY_COOKIE = "country_id";
/**
 * Cookies that do not make a page personal (proxy.ts's locale, the chosen country): any other cookie (a session,
 * an order's access) bypasses the cache. tests/server/page-cache.test.ts checks the names against the app's.
 */
export const NEUTRAL_COOKIES = new Set([LOCALE_COOKIE, COUNTRY_COOKIE]);
/** The pages that are the same for every anonymous visitor (the catalogue and the information pages). */
const CACHEABLE_PAGE =
  /^\/(?:\d+|games\/\d+|gifts(?:\/\d+)?|gifts\/detalis\/\d+|products(?:\/\d+)?|products\/details\/\d+|info(?:\/[a-z0-9-]+){1,2})?\/?$/;
/** API paths never kept, whatever they answer: staff, sessions, probes. */
const PRIVATE_API = /^\/api\/(?:admin|auth|health|operator|build)\//;
/** Response headers not kept: per-answer or per-connection ones, and those the cache writes itself. */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-encoding",
  "content-length",
  "x-request-id",
  "x-page-cache",
  "content-security-policy",
]);
const PAGE_CACHE_CONTROL = "private, no-cache";
/** The encodings the app may answer in, and how to get the bytes back. */
const DECODERS = {
  identity: (bytes) => bytes,
  gzip: (bytes) => gunzipSync(bytes),
  deflate: (bytes) => inflateSync(bytes),
  br: (bytes) => brotliDecompressSync(bytes),
};

const nonceOf = (csp) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? "")?.[1];
const newNonce = () => randomBytes(16).toString("base64");
const isApiKey = (key) => key.startsWith("api|");

/** The cache key of a request that may be answered from memory, else null. */
export function pageCacheKey(req) {
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
  if (!CACHEABLE_PAGE.test(pathname)) return null;
  // Client navigations ask for the RSC payload, not the document; keep to documents.
  if (req.headers.rsc || req.headers["next-router-prefetch"] || url.includes("_rsc=")) return null;
  if (!(req.headers.accept ?? "text/html").includes("text/html")) return null;
  // Read as the app reads them (one parser: lib/server/http/request-cookies.mjs), so `country_id=2; country_id =3`
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
const countryOfKey = (key) => key.slice(key.lastIndexOf("|") + 1) || NO_COUNTRY;

/** The live feed's public answers: the one thing a purchase changes (the feed is an island on the home page). */
const isFeedKey = (key) => key.startsWith("api|/api/live_feed/");

/** How long the app lets shared caches keep a public answer, in ms; null when it is not public. */
function publicLifetimeMs(headers) {
  const cacheControl = String(headers["cache-control"] ?? "");
  if (!/\bpublic\b/.test(cacheControl) || /\b(no-store|private)\b/.test(cacheControl)) return null;
  if (/\b(cookie|authorization|\*)\b/i.test(String(headers.vary ?? ""))) return null;
  const seconds = Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0);
  return seconds > 0 ? Math.min(seconds * 1000, TTL_MS) : null;
}

export function createPageCache({
  ttlMs = TTL_MS,
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_TOTAL_BYTES,
  staleMs = STALE_MS,
  waitMs = WAIT_MS,
} = {}) {
  /** key -> { expires, staleUntil, status, headers, cookies, parts (split at the nonce), csp, nonce, zipped } */
  const entries = new Map();
  /** key -> a promise settled when the render in flight for it has ended (kept or not): one render per key. */
  const rendering = new Map();
  let totalBytes = 0;
  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.size;
    entries.delete(key);
  };
  /** Bumped by every invalidation: a render that began before one is not kept (it may show the old catalogue). */
  let generation = 0;
  /** Bumped by a purchase (area "feed"): only the live feed's public answers are dropped, never a page. */
  let feedGeneration = 0;
  const clear = (area) => {
    if (area === "feed") {
      feedGeneration += 1;
      for (const key of [...entries.keys()]) if (isFeedKey(key)) drop(key);
      return;
    }
    if (area === "reviews") {
      // Reviews may show a few seconds late: every entry turns stale (answered while one render replaces it).
      generation += 1;
      const now = Date.now();
      for (const entry of entries.values()) {
        entry.expires = Math.min(entry.expires, now - 1);
        entry.staleUntil = Math.min(entry.staleUntil, now + staleMs);
      }
      return;
    }
    generation += 1;
    entries.clear();
    totalBytes = 0;
  };
  globalThis[CLEAR_HOOK] = clear;

  function send(req, res, entry, body, zipped) {
    // A page's bytes differ per answer (the nonce), so its gzip is made per answer: level 1, off the main thread.
    // An API answer's bytes are fixed: zipped once, kept with it.
    const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const finish = (bytes, encoding) => {
      if (encoding) res.setHeader("content-encoding", encoding);
      res.setHeader("content-length", bytes.length);
      res.end(bytes);
    };
    if (!acceptsGzip || body.length < 1024) return finish(body);
    if (zipped) return finish(zipped, "gzip");
    gzip(body, { level: entry.nonce ? 1 : 6 }, (err, result) => {
      if (err) return finish(body);
      if (!entry.nonce) entry.zipped = result;
      finish(result, "gzip");
    });
  }

  /**
   * Answers `key` the way that spares the app most: from memory when fresh; stale (within its stale time) while
   * another request renders it; after waiting for the render in flight when there is nothing to answer. False
   * when this request should render it itself (then call capture): no entry, a stale one nobody is renewing yet,
   * or a render that was not kept.
   */
  async function answer(key, req, res) {
    const pending = rendering.get(key);
    const entry = entries.get(key);
    const now = Date.now();
    if (entry && now <= entry.expires) return serve(key, req, res);
    if (entry && now <= entry.staleUntil) return pending ? serve(key, req, res, { isStale: true }) : false;
    if (!pending) return false;
    let timer;
    await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    return serve(key, req, res);
  }

  /**
   * Answers `key` from memory (a page with a fresh nonce); false when there is nothing fresh kept for it. `isStale`:
   * within its stale time too; `anyAge`: whatever its age (while the database is away, scripts/database-outage.mjs).
   */
  function serve(key, req, res, { isStale = false, anyAge = false } = {}) {
    const entry = entries.get(key);
    if (!entry || (!anyAge && Date.now() > (isStale ? entry.staleUntil : entry.expires))) {
      if (entry && Date.now() > entry.staleUntil) drop(key);
      return false;
    }
    let body = entry.parts[0];
    if (entry.nonce) {
      const nonce = newNonce();
      const nonceBuffer = Buffer.from(nonce);
      body = Buffer.concat(entry.parts.flatMap((part, i) => (i > 0 ? [nonceBuffer, part] : [part])));
      res.setHeader("content-security-policy", entry.csp.split(entry.nonce).join(nonce));
    } else if (entry.csp) {
      res.setHeader("content-security-policy", entry.csp);
    }
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (entry.cookies.length) res.setHeader("set-cookie", entry.cookies);
    res.setHeader("x-page-cache", isStale ? "stale" : "hit");
    const vary = String(res.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary))
      res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    res.statusCode = entry.status;
    send(req, res, entry, body, entry.zipped);
    return true;
  }

  /**
   * Lets the app answer `req` (compressed as the app does) and keeps an uncompressed copy of a complete answer that
   * may be kept under `key` (a page's nonce is replaced in the bytes); this cache compresses its own answers.
   */
  function capture(key, req, res) {
    const isPage = !isApiKey(key);
    const startedIn = generation;
    const feedStartedIn = feedGeneration;
    let settle;
    const done = new Promise((resolve) => (settle = resolve));
    rendering.set(key, done);
    // Settled after the answer is kept (finish runs first) or when the request ends without one (close).
    res.once("close", () => {
      if (rendering.get(key) === done) rendering.delete(key);
      settle();
    });
    const chunks = [];
    let size = 0;
    let isTooLarge = false;
    const keep = (chunk, encoding) => {
      if (chunk == null || typeof chunk === "function" || isTooLarge) return;
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
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, cb);
    };
    let renderedCountry;
    if (isPage) {
      // proxy.ts says which country the app rendered for (read with the same parser); the header is ours, not the
      // visitor's: it is taken off before the answer goes out.
      const writeHead = res.writeHead;
      res.writeHead = function (...args) {
        if (!this.headersSent) {
          renderedCountry = this.getHeader(RENDERED_COUNTRY_HEADER);
          this.removeHeader(RENDERED_COUNTRY_HEADER);
        }
        return writeHead.apply(this, args);
      };
      const setHeader = res.setHeader;
      res.setHeader = function (name, value) {
        // The page is the same for every anonymous visitor: the browser may keep it (back/forward), revalidating.
        if (String(name).toLowerCase() === "cache-control") value = PAGE_CACHE_CONTROL;
        return setHeader.call(this, name, value);
      };
    }
    res.setHeader("x-page-cache", "miss");
    res.once("finish", () => {
      if (isTooLarge || res.statusCode !== 200 || generation !== startedIn) return;
      if (isFeedKey(key) && feedGeneration !== feedStartedIn) return;
      const headers = res.getHeaders();
      const decode = DECODERS[String(headers["content-encoding"] ?? "identity")];
      if (!decode) return;
      const cookies = [headers["set-cookie"] ?? []].flat().map(String);
      let lifetime = ttlMs;
      if (isPage) {
        if (!String(headers["content-type"] ?? "").startsWith("text/html")) return;
        // A page is kept only under the country it was rendered for.
        if (renderedCountry === undefined || String(renderedCountry) !== countryOfKey(key)) return;
        // Only the locale cookie may be replayed to another visitor; anything else makes the answer personal.
        if (cookies.some((c) => !c.startsWith(`${LOCALE_COOKIE}=`))) return;
      } else {
        lifetime = Math.min(publicLifetimeMs(headers) ?? 0, ttlMs);
        if (lifetime <= 0 || cookies.length) return;
      }
      const csp = headers["content-security-policy"] ? String(headers["content-security-policy"]) : undefined;
      const nonce = isPage ? nonceOf(csp) : undefined;
      if (isPage && csp && !nonce) return;
      let body;
      try {
        body = decode(Buffer.concat(chunks));
      } catch {
        return; // cut short or not what it said it was: nothing to keep
      }
      if (isPage) body = inlineCriticalCss(body, { nonce }); // its styles in the kept copy (issue 26)
      const parts = nonce
        ? body
            .toString("utf8")
            .split(nonce)
            .map((s) => Buffer.from(s))
        : [body];
      const kept = Object.entries(headers).filter(([name]) => !DROPPED_HEADERS.has(name));
      drop(key);
      entries.set(key, {
        expires: Date.now() + lifetime,
        staleUntil: Date.now() + lifetime + staleMs,
        size: body.length,
        status: 200,
        headers: kept,
        cookies,
        parts,
        csp,
        nonce,
      });
      totalBytes += body.length;
      while (entries.size > maxEntries || totalBytes > maxBytes) drop(entries.keys().next().value);
    });
  }

  return { answer, serve, capture, clear, size: () => entries.size };
}
