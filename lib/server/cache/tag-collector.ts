// Collects, per request, the cache tags of what was read (cache-tags.ts). The request's context (lib/server/http/
// request-context.ts, opened by the server entry around the whole render or route handler) gathers the tags of
// every tagged read; a cached query runs in a scope of its own, whose tags become its entry's (cached.ts), and the
// entry's tags are recorded into every request that uses the answer. A database read outside any tagged scope
// marks the request: what it answers may depend on more than tagged public data (an order by its hash), so the
// page cache never keeps it.
import { currentContext, runInContext } from "../http/request-context";

/** Adds `tags` to the work in hand (no-op outside a request). */
export function recordTags(tags: Iterable<string>): void {
  const context = currentContext();
  if (!context) return;
  const into = (context.tags ??= new Set());
  for (const tag of tags) into.add(tag);
}

/**
 * Marks the request in hand as answering from more than tagged public data (files, the client's address): its
 * page is never kept by the page cache, whoever asks next.
 */
export function markUncacheable(): void {
  const context = currentContext();
  if (context) context.hasUntaggedRead = true;
}

/** Called on every database access (lib/server/db/client.ts): marks an untagged read of the request in hand. */
export function noteDatabaseRead(): void {
  const context = currentContext();
  if (context && !context.isTaggedRead) context.hasUntaggedRead = true;
}

/**
 * Runs `read` as a tagged read: the tags it records (and `tags`) are collected apart and returned with its
 * result once it has settled; its database accesses do not mark the request.
 */
export async function collectTags<T>(
  read: () => Promise<T>,
  tags: Iterable<string> = [],
): Promise<{ value: T; tags: Set<string> }> {
  const scope = { requestId: currentContext()?.requestId, tags: new Set(tags), isTaggedRead: true };
  const value = await runInContext(scope, read);
  return { value, tags: scope.tags };
}

/** A read that is not cached but tagged (stock counts): runs `read` and records `tags` and its own in the caller. */
export async function taggedRead<T>(tags: Iterable<string>, read: () => Promise<T>): Promise<T> {
  const { value, tags: recorded } = await collectTags(read, tags);
  recordTags(recorded);
  return value;
}
