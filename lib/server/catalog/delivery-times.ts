// How fast a game's or a gift's orders were really delivered: of its orders delivered (done) in the last
// DELIVERY_TIME_DAYS days, how many, and the median and 95th percentile of paid -> done in seconds. Nearest rank
// (percentile_disc): each figure is a time some order really took, and at least that share of the orders took no
// longer. Absent (null) below MIN_DELIVERY_TIME_ORDERS orders. Read with the catalogue entry it belongs to, so it
// is cached and dropped with the catalogue (a delivery does not drop the catalogue; the figure follows within the
// catalogue cache's lifetime).
import { sql, type SQL } from "drizzle-orm";
import { DELIVERY_TIME_DAYS, MIN_DELIVERY_TIME_ORDERS } from "@/lib/schemas/catalog/delivery-time";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { orderDeliverySeconds } from "../orders/order-delivery-seconds";

export type DeliveryTime = { orders: number; medianSeconds: number; p95Seconds: number };

export type DeliveryTarget = { gameId: number } | { giftId: number };

function targetCondition(target: DeliveryTarget): SQL {
  return "gameId" in target ? sql`o.game_id = ${target.gameId}` : sql`o.gift_id = ${target.giftId}`;
}

export async function readDeliveryTime(db: Db, target: DeliveryTarget): Promise<DeliveryTime | null> {
  const [row] = await queryRows<{ orders: number; q: number[] | null }>(
    db,
    sql`
      select count(*)::int as orders,
             percentile_disc(array[0.5, 0.95]) within group (order by t.seconds) as q
        from (
          -- The done events of the window, read through order_events_status_created_idx; then their orders.
          select ${orderDeliverySeconds(sql`done.order_id`)} as seconds
            from order_events done
            join orders o on o.id = done.order_id
           where done.status = 'done'
             and done.created >= now() - make_interval(days => ${DELIVERY_TIME_DAYS}::int)
             and ${targetCondition(target)}
        ) t
       where t.seconds is not null
    `,
  );
  const orders = Number(row?.orders ?? 0);
  if (orders < MIN_DELIVERY_TIME_ORDERS || !row?.q) return null;
  return { orders, medianSeconds: Number(row.q[0]), p95Seconds: Number(row.q[1]) };
}
