// Cache invalidation across instances. Each instance keeps its catalogue and feed answers in memory (cached.ts); on
// PostgreSQL an invalidation is also published with NOTIFY on one channel, and every instance LISTENs on a
// connection of its own and drops the same area, so a change made through one instance is seen through all of them
// within the notification's round trip (well under a second), not after the cache's lifetime. Chosen over a shared
// cache handler: no extra service, and PostgreSQL is already what every instance shares. PGlite: one process.
import { sql } from "drizzle-orm";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { logger } from "../logger";
import { keepConnected } from "../db/lasting-connection";

export const CACHE_CHANNEL = "store_cache";

type BusState = { stop: () => Promise<void> };
const key = Symbol.for("store.cacheBus");
type Holder = Record<symbol, BusState | undefined>;

/** Publishes an invalidation of `area` to every instance (fire and forget: a lost one expires with its TTL). */
export function publishInvalidation(area: string): void {
  if (!getConfig().DATABASE_URL) return;
  void getDb()
    .then((db) => db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${area})`))
    .catch((err: unknown) =>
      logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        "cache invalidation not published",
      ),
    );
}

/**
 * Listens for invalidations from every instance (this one included). The connection outlives database restarts
 * (lasting-connection.ts: reconnect with backoff, LISTEN again); on every (re)connection everything cached is
 * dropped, since notifications sent while we were not listening are lost.
 */
export async function startCacheBus(onInvalidate: (area: string) => void): Promise<void> {
  const url = getConfig().DATABASE_URL;
  const holder = globalThis as unknown as Holder;
  if (!url || holder[key]) return;
  const connection = keepConnected({
    url,
    name: "cache bus",
    onConnect: async (client) => {
      client.on("notification", (msg) => {
        if (msg.channel === CACHE_CHANNEL && msg.payload) onInvalidate(msg.payload);
      });
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      // Whatever changed while we were not listening: start from empty.
      onInvalidate("*");
    },
  });
  holder[key] = { stop: connection.stop };
  await connection.firstAttempt;
}

export async function stopCacheBus(): Promise<void> {
  const holder = globalThis as unknown as Holder;
  await holder[key]?.stop();
  holder[key] = undefined;
}
