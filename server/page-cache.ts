// What is the same for every visitor, kept in memory by each instance (issues 13, 26): pages' HTML for visitors
// without a session, and the API answers the app marks `public, s-maxage` (the catalogue lists). One render or one
// query serves every visitor until what it was built from changes.
// Which pages: there is no route table here. A page opts in: its render calls publicPage()
// (lib/server/cache/public-page.ts). The app records, per request, the cache tags of every tagged read it
// made (lib/server/cache/tag-collector.ts, in the request context the server entry opens and hands to capture): a
// page is kept when it declared itself public, its render read tagged public data and nothing else (a database read outside a tagged read, such
// as an order by its hash, marks the request), for an anonymous visitor (only NEUTRAL_COOKIES), answered 200 as
// HTML for the country it was asked for. Why not Next's own full-route cache: every page carries a per-request CSP
// nonce (proxy.ts), which a prerendered page cannot; here each answer from memory gets a fresh nonce, written into
// the CSP header and every place the rendered page held the old one, so the strict CSP stays as it is. Pages are
// answered `private, no-cache`: browsers may keep them for back/forward navigation, shared caches may not.
// API: an answer the app calls public is kept for its s-maxage (at most the lifetime below), as nginx's proxy_cache
// would, with the tags its handler recorded; staff, session and probe paths (PRIVATE_API) never are.
// Invalidation by tag: a write declares the tags it touched (lib/server/cache/invalidate-tags.ts, on this instance
// and, through PostgreSQL NOTIFY, on every other), which reach this cache through a global hook; only the entries
// holding one of them go (a product edit drops the pages showing that product, a paid order only the feed's answers),
// and a render during which one of its tags was touched is not kept. A change of the reviews, or of a stock count, lets
// the old page be answered for a few seconds, or half of one, while one render replaces it (so visitors do not queue
// behind the render of every delivery in a sale); the lifetime bounds what a missed notification could leave.
import type { IncomingMessage, ServerResponse } from "node:http";
import { processRoot, type RequestContext } from "../lib/server/runtime/process-root";
import { recordBody } from "./captured-answer";
import { disposeEntry, keptAnswer, sendEntry, type CachedEntry } from "./cached-entry";
import { createInvalidationLog } from "./invalidation-log";
import type { NonceTemplate } from "./nonce-template";
import { isApiKey } from "./page-cache-key";
import { holdPageHeaders, passWhenHeadersRefuse } from "./page-header-hooks";

/** A backstop: changes reach the cache by invalidation; what changes without one is this old at most. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
/**
 * After its lifetime, an entry may still be answered for this long while one request renders it afresh: visitors
 * never wait for that render, and the app renders a page once, not once per visitor. After a change, how long it may
 * be is the touched tags' own (lib/server/cache/cache-tags.ts, staleAllowanceMs): never after a catalogue change.
 */
const STALE_MS = 5_000;
/**
 * With a background renewal (options.renew): how long after its lifetime an entry is answered while its renewal
 * runs. Only age made it old (a change drops it, or gives it STALE_MS): a quiet store's pages, visited less often
 * than their lifetime, are still answered from memory.
 */
const RENEW_MS = 10 * 60_000;
/** How long a request waits for another's render of the same page before rendering it itself. */
const WAIT_MS = 10_000;
const MAX_ENTRY_BYTES = 1024 * 1024;
/** All entries together: searches can make many keys; the oldest go first. */
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

/** What the app recorded while answering: the request context it rendered in (lib/server/http/request-context.ts). */
export type PageContext = Pick<RequestContext, "tags" | "hasUntaggedRead" | "isPublicPage">;

type PageCacheOptions = {
  /**
   * Renews an entry past its lifetime in the background: a request of the server's own for the page (`req` is the
   * visitor's, for its URL and the headers that pick the page), which reaches capture without being answered from
   * memory. With it, an entry is answered for `renewMs` after its lifetime while that request renders it, so no
   * visitor waits for a render because a page merely grew old. Without it, the visitor who finds it old renders it.
   */
  renew?: (key: string, req: IncomingMessage) => void;
  renewMs?: number;
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  staleMs?: number;
  waitMs?: number;
  /**
   * Told once per render that reached the app through capture, when it ends: "miss" for a cacheable answer (kept,
   * overtaken by a change of what it read, or cut off), "pass" for one that may never be kept (personal, an error,
   * not public, too large). The counter of answers (store_page_cache_answers_total) takes it.
   */
  onRendered?: (result: RenderResult) => void;
};

export type RenderResult = "miss" | "pass";

type ServeOptions = { isStale?: boolean; anyAge?: boolean };

export type PageCache = {
  /** Answers from memory or after the render in flight; false when this request should render (then capture). */
  answer(key: string, req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Answers from memory; false when nothing fresh (or, with the options, stale or of any age) is kept. */
  serve(key: string, req: IncomingMessage, res: ServerResponse, options?: ServeOptions): boolean;
  /** Lets the app answer and keeps the answer if it may be kept; `context`: where the app records what it read. */
  capture(key: string, req: IncomingMessage, res: ServerResponse, context?: PageContext): void;
  /**
   * Drops the entries holding one of `tags` ("*": all); those touched only in tags of `staleFor` turn stale instead,
   * answered for the least of those tags' milliseconds while one render replaces them.
   */
  invalidate(tags?: string[], staleFor?: Record<string, number>): void;
  /** Drops everything (tests). */
  clear(): void;
  size(): number;
};

export function createPageCache({
  renew,
  renewMs = RENEW_MS,
  ttlMs = TTL_MS,
  maxEntries = MAX_ENTRIES,
  maxBytes = MAX_TOTAL_BYTES,
  staleMs = STALE_MS,
  waitMs = WAIT_MS,
  onRendered,
}: PageCacheOptions = {}): PageCache {
  const entries = new Map<string, CachedEntry>();
  /** key -> a promise settled when the render in flight for it has ended (kept or not): one render per key. */
  const rendering = new Map<string, Promise<void>>();
  /** key -> when its background renewal was asked for (until its request reaches capture, or WAIT_MS passed). */
  const renewing = new Map<string, number>();
  let totalBytes = 0;
  const drop = (key: string): void => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.size;
    entries.delete(key);
    disposeEntry(entry);
  };
  /** A page's answer made whole (server/nonce-template.ts) counts in the cache's bytes with the page. */
  const counted = (key: string, entry: CachedEntry, template: NonceTemplate): NonceTemplate => {
    entry.size += template.length;
    if (entries.get(key) === entry) {
      totalBytes += template.length;
      while (totalBytes > maxBytes && entries.size > 1) drop(entries.keys().next().value!);
    }
    return template;
  };
  /**
   * Keys whose last render was not kept (personal, an error, untagged): requests for them do not wait for each
   * other's render. Each is still captured, so a page that becomes cacheable is kept.
   */
  const notKept = new Map<string, number>();
  const markNotKept = (key: string): void => {
    notKept.delete(key);
    notKept.set(key, Date.now() + ttlMs);
    if (notKept.size > maxEntries) notKept.delete(notKept.keys().next().value!);
  };
  /** Numbered invalidations: a render is kept only if none since it began touched one of its tags. */
  const log = createInvalidationLog();
  /**
   * Drops the entries holding one of `tags` ("*": all). Entries whose touched tags all have a stale allowance
   * (`staleFor`) turn stale instead: answered for the least of those allowances while one render replaces them.
   */
  const invalidate = (tags: string[] = ["*"], staleFor: Record<string, number> = {}): void => {
    const touched = new Set(tags);
    if (!touched.size) return;
    log.record(touched);
    if (touched.has("*")) {
      for (const key of [...entries.keys()]) drop(key);
      return;
    }
    const now = Date.now();
    for (const [key, entry] of [...entries]) {
      const hits = [...entry.tags].filter((tag) => touched.has(tag));
      if (!hits.length) continue;
      const allowance = Math.min(...hits.map((tag) => staleFor[tag] ?? 0));
      if (allowance > 0) {
        entry.expires = Math.min(entry.expires, now - 1);
        entry.staleUntil = Math.min(entry.staleUntil, now + allowance);
      } else drop(key);
    }
  };
  processRoot().dropPageCacheTags = invalidate;

  /**
   * Answers `key` the way that spares the app most: from memory when fresh; stale (within its stale time) while
   * another request renders it; after waiting for the render in flight when there is nothing to answer. False
   * when this request should render it itself (then call capture): no entry, a stale one nobody is renewing yet,
   * or a render that was not kept.
   */
  async function answer(key: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const pending = rendering.get(key);
    const entry = entries.get(key);
    const now = Date.now();
    if (entry && now <= entry.expires) return serve(key, req, res);
    if (entry && now <= entry.staleUntil) {
      if (pending || now - (renewing.get(key) ?? -Infinity) < waitMs)
        return serve(key, req, res, { isStale: true });
      if (!renew) return false;
      renewing.set(key, now);
      renew(key, req);
      return serve(key, req, res, { isStale: true });
    }
    if (!pending || (notKept.get(key) ?? 0) > now) return false;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
    return serve(key, req, res);
  }

  /**
   * Answers `key` from memory (a page with a fresh nonce); false when there is nothing fresh kept for it. `isStale`:
   * within its stale time too; `anyAge`: whatever its age (while the database is away, server/database-outage.ts).
   */
  function serve(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    { isStale = false, anyAge = false }: ServeOptions = {},
  ): boolean {
    const entry = entries.get(key);
    if (!entry || (!anyAge && Date.now() > (isStale ? entry.staleUntil : entry.expires))) {
      if (entry && Date.now() > entry.staleUntil) drop(key);
      return false;
    }
    sendEntry(req, res, entry, { isStale, counted: (template) => counted(key, entry, template) });
    return true;
  }

  /**
   * Lets the app answer `req` (compressed as the app does) and keeps an uncompressed copy of a complete answer that
   * may be kept under `key` (a page's nonce is replaced in the bytes); this cache compresses its own answers.
   * `context`: the request context the app renders in (lib/server/http/request-context.ts), where it records the
   * tags of what it read and whether it read anything untagged.
   */
  function capture(key: string, req: IncomingMessage, res: ServerResponse, context?: PageContext): void {
    const isPage = !isApiKey(key);
    const startedIn = log.current();
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    if ((notKept.get(key) ?? 0) <= Date.now()) rendering.set(key, done);
    renewing.delete(key);
    // Cacheable unless the finished answer shows it may never be kept (kept, overtaken and cut off are misses).
    let result: RenderResult = "miss";
    const passed = () => {
      result = "pass";
      markNotKept(key);
    };
    // Settled after the answer is kept (finish runs first) or when the request ends without one (close).
    res.once("close", () => {
      if (rendering.get(key) === done) rendering.delete(key);
      settle();
      onRendered?.(result);
    });
    const recorded = recordBody(res, MAX_ENTRY_BYTES);
    const renderedCountry = isPage ? holdPageHeaders(res) : () => undefined;
    res.setHeader("x-page-cache", "miss");
    passWhenHeadersRefuse(res, { isPage, ttlMs });
    res.once("finish", () => {
      const tags = new Set<string>(context?.tags ?? []);
      // Overtaken by a change of something it read: the next render is kept.
      if (log.touchedSince(startedIn, tags)) return;
      const written = recorded.body();
      if (!written || res.statusCode !== 200) return passed();
      // A page is kept only if it declared itself public (lib/server/cache/public-page.ts) and all it read was
      // tagged public data: a page nobody marked (an order, the profile, a new page) is never replayed.
      if (isPage && (!context?.isPublicPage || !tags.size || context.hasUntaggedRead)) return passed();
      notKept.delete(key);
      const kept = keptAnswer(key, res, written, { isPage, renderedCountry: renderedCountry(), ttlMs });
      if (!kept) return passed();
      const { lifetime, ...answer } = kept;
      drop(key);
      entries.set(key, {
        ...answer,
        expires: Date.now() + lifetime,
        staleUntil: Date.now() + lifetime + (renew ? renewMs : staleMs),
        tags,
      });
      totalBytes += answer.size;
      while (entries.size > maxEntries || totalBytes > maxBytes) drop(entries.keys().next().value!);
    });
  }

  /** Drops everything (tests). */
  const clear = () => invalidate(["*"]);
  return { answer, serve, capture, invalidate, clear, size: () => entries.size };
}
