// Growing delays in the database (rate_limits: count = attempts counted, window_start = the last one), so every
// instance sees one budget. A few attempts are free; after that each counted attempt doubles the wait before
// the next one, up to a cap; a quiet spell starts over. One conditional upsert takes a slot, so parallel
// requests cannot slip through together.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimits } from "../db/schema";
import { rateLimitNow } from "./clock";

export type BackoffPolicy = {
  /** Attempts allowed without any wait. */
  free: number;
  /** The first wait; each further attempt doubles it. */
  baseSec: number;
  capSec: number;
  /** After this long without an attempt the count starts over. */
  resetAfterSec: number;
};

export type BackoffResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Keys hold e-mails and addresses: only their hash is stored.
const hashKey = (key: string) => createHash("sha256").update(`backoff|${key}`).digest("hex");

/** Seconds to wait after `count` counted attempts. */
export function backoffWaitSeconds(count: number, policy: BackoffPolicy): number {
  if (count < policy.free) return 0;
  return Math.min(policy.capSec, policy.baseSec * 2 ** Math.min(count - policy.free, 30));
}

/** Counts one attempt on `key` if its wait is over; otherwise says how long is left. */
export async function takeBackoffSlot(key: string, policy: BackoffPolicy): Promise<BackoffResult> {
  const db = await getDb();
  const hashed = hashKey(key);
  const nowMs = rateLimitNow().getTime();
  const now = sql`${new Date(nowMs).toISOString()}::timestamptz`;
  const resetBefore = sql`${new Date(nowMs - policy.resetAfterSec * 1000).toISOString()}::timestamptz`;
  const waitSec = sql`case when ${rateLimits.count} < ${policy.free} then 0 else least(${policy.capSec}::float8,
    ${policy.baseSec}::float8 * power(2::float8, least(${rateLimits.count} - ${policy.free}, 30))) end`;
  const taken = await db
    .insert(rateLimits)
    .values({ key: hashed, windowStart: new Date(nowMs), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < ${resetBefore} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`excluded.window_start`,
      },
      setWhere: sql`${rateLimits.windowStart} < ${resetBefore}
        or ${rateLimits.windowStart} + make_interval(secs => ${waitSec}) <= ${now}`,
    })
    .returning({ count: rateLimits.count });
  if (taken.length) return { allowed: true };
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, hashed));
  if (!row) return { allowed: true };
  const waitMs = backoffWaitSeconds(row.count, policy) * 1000;
  const leftMs = row.windowStart.getTime() + waitMs - nowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(leftMs / 1000)) };
}

/** Gives back the slot an attempt took (it turned out not to be a failure). */
export async function refundBackoffSlot(key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, hashKey(key)));
}

/** Forgets every attempt counted on `key`. */
export async function clearBackoff(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, hashKey(key)));
}
