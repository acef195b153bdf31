// A write declares the cache tags it touched (cache-tags.ts), once its transaction has committed: the entries
// holding one of them are dropped from this process's data cache and page cache at once, and every instance is
// told through PostgreSQL NOTIFY (cache-bus.ts), which drops the same there. Nothing else is dropped: a paid order
// touches the feed, a delivery the stock of what it took, never the catalogue.
import { publishTags } from "./cache-bus";
import { dropCachedTags } from "./cached";
import { staleAllowanceMs } from "./cache-tags";
import { processRoot } from "../runtime/process-root";

/** Drops this process's cached answers holding one of `tags` ("*": everything): data and pages. */
export function dropLocalTags(tags: readonly string[]): void {
  if (!tags.length) return;
  dropCachedTags(tags);
  // The server's page cache (server/page-cache.ts) registers its drop function in the root; absent in tests and dev.
  const staleFor = Object.fromEntries(
    tags.flatMap((tag) => (staleAllowanceMs(tag) > 0 ? [[tag, staleAllowanceMs(tag)]] : [])),
  );
  processRoot().dropPageCacheTags?.([...tags], staleFor);
}

/** Drops everything this process has cached (tests; a cache bus that reconnected). */
export function clearLocalCache(): void {
  dropLocalTags(["*"]);
}

/** After a write committed: drops the answers holding one of `tags` here and, on PostgreSQL, on every instance. */
export function invalidateTags(...tags: string[]): void {
  const unique = [...new Set(tags)];
  dropLocalTags(unique);
  publishTags(unique);
}
