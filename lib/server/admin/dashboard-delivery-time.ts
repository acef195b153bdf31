// The dashboard's delivery times: from an order's `paid` event to its `done` event (every line final, something
// delivered), per order kind, of the orders paid in the period; the median and the 95th percentile in seconds.
import { sql } from "drizzle-orm";
import type { DashboardOrderKind } from "@/lib/schemas/admin/dashboard";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { analyticRead } from "./dashboard-read";
import { paidInPeriod, type DashboardPeriod } from "./dashboard-period";

/** Seconds to a tenth: a sandbox delivery takes well under a second. */
const tenths = (seconds: number | string) => Math.round(Number(seconds) * 10) / 10;

export async function deliveryTimes(db: Db, period: DashboardPeriod) {
  const rows = await analyticRead(db, (tx) =>
    queryRows<{ kind: DashboardOrderKind; orders: number; p50: number; p95: number }>(
      tx,
      sql`
      select kind, orders, q[1] as p50, q[2] as p95 from (
        -- One ordered-set aggregate for both percentiles: the group's durations are sorted once, not twice.
        select o.kind, count(*)::int as orders,
               percentile_cont(array[0.5, 0.95]) within group (order by extract(epoch from d.created - p.paid_at)::float8) as q
          from (${paidInPeriod(period)}) p
          -- Delivered after it was paid, so within the period too: the same index narrows both sides.
          join order_events d on d.order_id = p.order_id and d.status = 'done'
                             and d.created >= ${period.since.toISOString()}::timestamptz
          join orders o on o.id = p.order_id
         group by o.kind
      ) t
      order by kind
    `,
    ),
  );
  return rows.map((r) => ({
    kind: r.kind,
    orders: Number(r.orders),
    p50Seconds: tenths(r.p50),
    p95Seconds: tenths(r.p95),
  }));
}
