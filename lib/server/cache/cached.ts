// Read-through cache for catalogue queries: keeps PGlite/PostgreSQL off the hot path of lists and pages.
// In-process and in memory on purpose: Next's data cache persists under .next/ across restarts and would serve
// rows of another database (a fresh demo, a test run); here a restart always starts empty.
// Each entry holds the tags of what it was built from (cache-tags.ts): those its query recorded while it ran and
// those `tagsOf` names from its result. A write drops only the entries holding a tag it touched
// (invalidate-tags.ts, on every instance through cache-bus.ts), and every request served from an entry records its
// tags (tag-collector.ts), so the page or the public answer built from it is dropped with it.
import { collectTags, recordTags } from "./tag-collector";
import { processRoot } from "../runtime/process-root";

/** How long an answer may be reused: the catalogue and reviews 30 s, the live feed 5 s. */
export type CacheLifetime = "catalog" | "reviews" | "feed";

const ttlMs: Record<CacheLifetime, number> = { catalog: 30_000, reviews: 30_000, feed: 5_000 };
const MAX_ENTRIES = 500;

/** tags: null while the query runs (an invalidation then drops it: what it read may be the old state). */
type Entry = { at: number; value: Promise<unknown>; tags: Set<string> | null };

/**
 * Every wrapped query has its own store. Kept in the process root: Next bundles route handlers and
 * instrumentation.ts apart, each with its own copy of this module, and an invalidation from any of them (a payment
 * route, the cache bus) must reach the stores of all of them.
 */
const stores = processRoot().cacheStores;

const isEnabled = () => process.env.NODE_ENV !== "test" || process.env.STORE_CACHE === "on";

/**
 * Wraps an async query so equal arguments within `lifetime` share one answer. `tagsOf` names the tags of a result
 * (the entities it shows); the query may also record tags as it reads (recordTags, taggedRead).
 */
export function cached<A extends unknown[], R>(
  lifetime: CacheLifetime,
  fn: (...args: A) => Promise<R>,
  tagsOf: (result: R, ...args: A) => Iterable<string> = () => [],
) {
  const store = new Map<string, Entry>();
  stores.add(store);
  const run = async (entry: Entry | null, args: A): Promise<R> => {
    const { value, tags } = await collectTags(() => fn(...args));
    for (const tag of tagsOf(value, ...args)) tags.add(tag);
    if (entry) entry.tags = tags;
    recordTags(tags);
    return value;
  };
  return (...args: A): Promise<R> => {
    if (!isEnabled()) return run(null, args);
    const key = JSON.stringify(args);
    const hit = store.get(key);
    if (hit?.tags && Date.now() - hit.at < ttlMs[lifetime]) {
      recordTags(hit.tags);
      return hit.value as Promise<R>;
    }
    if (hit && !hit.tags) {
      // Running for another request: its tags are known once it settles.
      return (hit.value as Promise<R>).then((value) => {
        if (hit.tags) recordTags(hit.tags);
        return value;
      });
    }
    const entry: Entry = { at: Date.now(), value: Promise.resolve(), tags: null };
    const value = run(entry, args);
    entry.value = value;
    // A failed query must not be remembered.
    value.catch(() => store.get(key) === entry && store.delete(key));
    store.delete(key);
    store.set(key, entry);
    if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string);
    return value;
  };
}

/**
 * Drops this process's cached answers holding one of `tags` ("*": all of them), and those still being computed
 * (they may have read the old state).
 */
export function dropCachedTags(tags: readonly string[]): void {
  const touched = new Set(tags);
  const all = touched.has("*");
  for (const store of stores) {
    for (const [key, entry] of store) {
      if (all || !entry.tags || [...entry.tags].some((tag) => touched.has(tag))) store.delete(key);
    }
  }
}
