// The sweep that expires unpaid orders past their deadline, a batch at a time. Rows are taken with FOR NO KEY
// UPDATE SKIP LOCKED, so several instances (or a sweep racing a payment) never work on one order twice.
import { and, inArray, sql } from "drizzle-orm";
import { getConfig } from "../config";
import { getDb } from "../db/client";
import { orders } from "../db/schema";
import { logger } from "../logger";
import { expireOrder } from "./expire-order";
import { ROW_LOCK } from "../db/row-lock";

const BATCH = 50;

/** Expires every order whose payment deadline passed at `now`; answers how many. */
export async function expireUnpaidOrders(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - getConfig().ORDER_EXPIRY_MINUTES * 60_000);
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.status, ["created", "waiting_for_payment"]),
            sql`coalesce(${orders.lastAttemptAt}, ${orders.created}) <= ${cutoff.toISOString()}::timestamptz`,
          ),
        )
        .limit(BATCH)
        .for(ROW_LOCK, { skipLocked: true });
      let count = 0;
      for (const order of due) if (await expireOrder(tx, order, now)) count++;
      return { count, more: due.length === BATCH && count > 0 };
    });
    total += expired.count;
    if (!expired.more) break;
  }
  if (total) logger.info({ expired: total }, "unpaid orders expired");
  return total;
}
