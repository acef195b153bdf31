// The page cache's memory of recent invalidations (server/page-cache.ts): each is numbered, newest last, so a render
// can be kept only if no invalidation since it began touched one of the tags it read.

/** Invalidations remembered for the renders in flight (a render older than all of them is not kept). */
const RECENT_INVALIDATIONS = 256;

export type InvalidationLog = {
  /** The number of the latest invalidation: what a render notes when it begins. */
  current(): number;
  /** Notes an invalidation of `tags` ("*": all). */
  record(tags: Set<string>): void;
  /** Whether an invalidation after `since` may have changed what a render holding `tags` read. */
  touchedSince(since: number, tags: Set<string>): boolean;
};

export function createInvalidationLog(size = RECENT_INVALIDATIONS): InvalidationLog {
  let sequence = 0;
  const recent: { sequence: number; tags: Set<string> }[] = [];
  return {
    current: () => sequence,
    record(tags) {
      sequence += 1;
      recent.push({ sequence, tags });
      if (recent.length > size) recent.shift();
    },
    touchedSince(since, tags) {
      if (since < sequence - recent.length) return true; // older than what is remembered
      return recent.some(
        (r) => r.sequence > since && (r.tags.has("*") || [...tags].some((t) => r.tags.has(t))),
      );
    },
  };
}
