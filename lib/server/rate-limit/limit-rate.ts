// Fixed-window rate limiting in the database, so every instance (PostgreSQL) or the one process (PGlite)
// shares the same counters; one atomic upsert per hit, no read-modify-write race.
import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { throttled } from "../errors/domain-error";
import { rateLimitNow } from "./clock";

export type RateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

// Keys may hold e-mails or IPs: only their hash is stored.
const hashKey = (key: string, windowSec: number) =>
  createHash("sha256").update(`${windowSec}|${key}`).digest("hex");

/** Counts one hit against `key` and tells whether it is within `limit` hits per `windowSec`. */
export async function hitRate(key: string, limit: number, windowSec: number): Promise<RateResult> {
  const db = await getDb();
  const nowMs = rateLimitNow().getTime();
  const windowMs = windowSec * 1000;
  const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: hashKey(key, windowSec), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  // Old windows are swept now and then rather than by a scheduled job.
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(nowMs - 2 * 86_400_000)));
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
  return { allowed: row.count <= limit, count: row.count, retryAfterSeconds };
}

/** Throws 429 with Retry-After when `key` went over `limit` hits per `windowSec` seconds. */
export async function limitRate(key: string, limit: number, windowSec: number): Promise<void> {
  const result = await hitRate(key, limit, windowSec);
  if (!result.allowed) throw throttled(result.retryAfterSeconds);
}
