// Demo orders are placed in a few seconds; their history is spread over months. Every mutable timestamp of an
// order (the order, its timeline, lines, payments, credits, issued PUBG codes) moves back by the same amount, so
// the order keeps its own sequence of events. The payment ledger is append-only (its trigger refuses UPDATE):
// its entries keep the moment the seed ran, which is when the store really recorded them. A move may also say how
// long the delivery took (demo-delivery-seconds.ts): what followed the payment moves that much later.
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";

type Move = { orderId: number; at: Date; deliverySeconds?: number };

/** What happened after the order entered `paid` (its later events, delivered lines, issued codes) moves `seconds` later. */
async function stretchDelivery(tx: Db, orderId: number, seconds: number): Promise<void> {
  const by = sql`(${seconds} * interval '1 second')`;
  const paidAt = sql`(select min(created) from order_events where order_id = ${orderId} and status = 'paid')`;
  const paidId = sql`(select min(id) from order_events where order_id = ${orderId} and status = 'paid')`;
  await tx.execute(sql`update order_events set created = created + ${by}
    where order_id = ${orderId} and id > ${paidId}`);
  await tx.execute(sql`update order_lines set delivered_at = delivered_at + ${by}
    where order_id = ${orderId} and delivered_at >= ${paidAt}`);
  await tx.execute(
    sql`update orders set updated = updated + ${by} where id = ${orderId} and updated >= ${paidAt}`,
  );
  await tx.execute(sql`update pubg_codes set issued_at = issued_at + ${by}
    where order_line_id in (select id from order_lines where order_id = ${orderId}) and issued_at >= ${paidAt}`);
}

/** Moves each order's timestamps so that it was created at `at` (and its delivery took `deliverySeconds`). */
export async function backdateDemoOrders(db: Db, moves: Move[]): Promise<void> {
  if (!moves.length) return;
  const created = new Map(
    (
      await db
        .select({ id: orders.id, created: orders.created })
        .from(orders)
        .where(
          inArray(
            orders.id,
            moves.map((m) => m.orderId),
          ),
        )
    ).map((o) => [o.id, o.created]),
  );
  await db.transaction(async (tx) => {
    for (const { orderId, at, deliverySeconds } of moves) {
      const by = sql`(${created.get(orderId)!.getTime() - at.getTime()} * interval '1 millisecond')`;
      const id = orderId;
      await tx.execute(sql`update orders set created = created - ${by}, updated = updated - ${by},
        last_attempt_at = last_attempt_at - ${by}, expired_at = expired_at - ${by} where id = ${id}`);
      await tx.execute(sql`update order_events set created = created - ${by} where order_id = ${id}`);
      await tx.execute(
        sql`update order_lines set delivered_at = delivered_at - ${by} where order_id = ${id}`,
      );
      await tx.execute(sql`update payments set created = created - ${by}, updated = updated - ${by}
        where order_id = ${id}`);
      await tx.execute(sql`update capture_credits set created = created - ${by},
        resolved = resolved - ${by} where order_id = ${id}`);
      await tx.execute(sql`update pubg_codes set issued_at = issued_at - ${by}
        where order_line_id in (select id from order_lines where order_id = ${id})`);
      if (deliverySeconds) await stretchDelivery(tx, id, deliverySeconds);
    }
  });
}
