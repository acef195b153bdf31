// Cache invalidation across instances. Each instance keeps its catalogue answers and pages in memory (cached.ts,
// server/page-cache.ts); on PostgreSQL the tags a write touched are also published with NOTIFY on one channel,
// and every instance LISTENs on a connection of its own and drops the entries holding them, so a change made
// through one instance is seen through all of them within the notification's round trip (well under a second),
// not after the cache's lifetime. Chosen over a shared cache handler: no extra service, and PostgreSQL is already
// what every instance shares. PGlite: one process.
import { sql } from "drizzle-orm";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { logger } from "../logger";
import { keepConnected } from "../db/lasting-connection";
import { processRoot } from "../runtime/process-root";
import { errorText } from "../errors/error-text";

export const CACHE_CHANNEL = "store_cache";
/** NOTIFY refuses payloads of 8000 bytes and more: a longer tag list goes in several notifications. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** The payloads (JSON arrays of tags, each under the NOTIFY limit) that carry `tags`. */
export function tagPayloads(tags: readonly string[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  for (const tag of tags) {
    if (Buffer.byteLength(JSON.stringify(tag)) + 2 > MAX_PAYLOAD_BYTES) {
      // No sane tag is this long: whatever it stood for, everything goes.
      return [JSON.stringify(["*"])];
    }
    if (batch.length && Buffer.byteLength(JSON.stringify([...batch, tag])) > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify(batch));
      batch = [];
    }
    batch.push(tag);
  }
  if (batch.length) payloads.push(JSON.stringify(batch));
  return payloads;
}

/** The tags a notification carries; anything unreadable counts as "everything". */
export function tagsOfPayload(payload: string): string[] {
  try {
    const tags: unknown = JSON.parse(payload);
    if (Array.isArray(tags) && tags.every((t) => typeof t === "string")) return tags;
  } catch {
    // not ours, or cut short: below
  }
  return ["*"];
}

/** Publications not yet sent: a tool that exits right after its write waits for them (flushPublishedTags). */
const pending = new Set<Promise<void>>();

/** Publishes the touched `tags` to every instance (fire and forget: a lost one expires with its TTL). */
export function publishTags(tags: readonly string[]): void {
  if (!getConfig().DATABASE_URL || !tags.length) return;
  const sent = getDb()
    .then(async (db) => {
      for (const payload of tagPayloads(tags))
        await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`);
    })
    .catch((err: unknown) => logger.warn({ err: errorText(err) }, "cache invalidation not published"))
    .finally(() => pending.delete(sent));
  pending.add(sent);
}

/** Resolves once every publication started so far was sent (or failed and was logged): before a tool closes. */
export async function flushPublishedTags(): Promise<void> {
  await Promise.all([...pending]);
}

/**
 * Listens for invalidations from every instance (this one included). The connection outlives database restarts
 * (lasting-connection.ts: reconnect with backoff, LISTEN again); on every (re)connection everything cached is
 * dropped, since notifications sent while we were not listening are lost.
 */
export async function startCacheBus(onInvalidate: (tags: string[]) => void): Promise<void> {
  const url = getConfig().DATABASE_URL;
  const root = processRoot();
  if (!url || root.cacheBus) return;
  const connection = keepConnected({
    url,
    name: "cache bus",
    onConnect: async (client) => {
      client.on("notification", (msg) => {
        if (msg.channel === CACHE_CHANNEL && msg.payload) onInvalidate(tagsOfPayload(msg.payload));
      });
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      // Whatever changed while we were not listening: start from empty.
      onInvalidate(["*"]);
    },
  });
  root.cacheBus = { stop: connection.stop };
  await connection.firstAttempt;
}

/** Stops listening (the process stops). */
export async function stopCacheBus(): Promise<void> {
  const root = processRoot();
  const bus = root.cacheBus;
  root.cacheBus = undefined;
  await bus?.stop();
}
