// Read-through cache for catalogue queries: keeps PGlite/PostgreSQL off the hot path of lists and pages.
// In-process and in memory on purpose: Next's data cache persists under .next/ across restarts and would serve
// rows of another database (a fresh demo, a test run); here a restart always starts empty. Several instances stay
// in step through cache-bus.ts (PostgreSQL NOTIFY).
import { publishInvalidation } from "./cache-bus";

type Entry = { at: number; value: Promise<unknown> };

/**
 * catalog: games, products, gifts, content, countries; reviews: the moderated feedback and its rating (shown on
 * pages); feed: the live feed of purchases, which no page's HTML holds (an island reading its own public answer).
 */
export type CacheArea = "catalog" | "reviews" | "feed";

/** Seconds an answer may be reused; live data (the feed) is kept briefly. */
const ttlMs: Record<CacheArea, number> = { catalog: 30_000, reviews: 30_000, feed: 5_000 };
const MAX_ENTRIES = 500;

/**
 * Every wrapped query has its own store; the area groups them for invalidation. Kept on globalThis: Next bundles
 * route handlers and instrumentation.ts apart, each with its own copy of this module, and an invalidation from any
 * of them (a payment route, the cache bus) must reach the stores of all of them.
 */
const storesKey = Symbol.for("store.cacheStores");
const stores = ((
  globalThis as unknown as Record<symbol, Map<CacheArea, Set<Map<string, Entry>>> | undefined>
)[storesKey] ??= new Map<CacheArea, Set<Map<string, Entry>>>());

const isEnabled = () => process.env.NODE_ENV !== "test" || process.env.STORE_CACHE === "on";

/** Wraps an async query so equal arguments within the area's lifetime share one answer. */
export function cached<A extends unknown[], R>(area: CacheArea, fn: (...args: A) => Promise<R>) {
  const store = new Map<string, Entry>();
  if (!stores.has(area)) stores.set(area, new Set());
  stores.get(area)!.add(store);
  return (...args: A): Promise<R> => {
    if (!isEnabled()) return fn(...args);
    const key = JSON.stringify(args);
    const hit = store.get(key);
    if (hit && Date.now() - hit.at < ttlMs[area]) return hit.value as Promise<R>;
    const value = fn(...args);
    // A failed query must not be remembered.
    value.catch(() => store.get(key)?.value === value && store.delete(key));
    store.delete(key);
    store.set(key, { at: Date.now(), value });
    if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string);
    return value;
  };
}

/** The server's page cache (scripts/page-cache.mjs) registers its clear function here; absent in tests and dev. */
const pageCacheClearKey = Symbol.for("store.pageCache.clear");

/**
 * Drops this process's cached answers of `area` ("*" or nothing: all of them), and tells the page cache, which
 * drops every page for the areas pages show (the catalogue, the reviews) and only the live feed's own public
 * answers for a purchase ("feed"): no page's HTML holds the feed, so orders being paid leave the pages cached.
 */
export function clearLocalCache(area?: CacheArea | "*") {
  for (const [name, group] of stores) {
    if (!area || area === "*" || name === area) group.forEach((store) => store.clear());
  }
  (globalThis as unknown as Record<symbol, ((area?: string) => void) | undefined>)[pageCacheClearKey]?.(area);
}

/**
 * Drops cached answers after a write (e.g. an order changes the feed), here and, on PostgreSQL, in every other
 * instance (cache-bus.ts); no argument clears everything.
 */
export function invalidateCache(area?: CacheArea) {
  clearLocalCache(area);
  publishInvalidation(area ?? "*");
}
