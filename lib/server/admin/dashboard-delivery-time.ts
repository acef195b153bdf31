// The dashboard's delivery times: from an order's `paid` event to its `done` event (every line final, something
// delivered), per order kind, of the orders paid in the period; the median and the 95th percentile in seconds.
import { sql } from "drizzle-orm";
import type { DashboardOrderKind } from "@/lib/schemas/admin/dashboard";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { paidInPeriod, type DashboardPeriod } from "./dashboard-period";

/** Seconds to a tenth: a sandbox delivery takes well under a second. */
const tenths = (seconds: number | string) => Math.round(Number(seconds) * 10) / 10;

export async function deliveryTimes(db: Db, period: DashboardPeriod) {
  const rows = await queryRows<{ kind: DashboardOrderKind; orders: number; p50: number; p95: number }>(
    db,
    sql`
      select o.kind, count(*)::int as orders,
             percentile_cont(0.5) within group (order by extract(epoch from d.created - p.paid_at)::float8) as p50,
             percentile_cont(0.95) within group (order by extract(epoch from d.created - p.paid_at)::float8) as p95
        from (${paidInPeriod(period)}) p
        -- Delivered after it was paid, so within the period too: the same index narrows both sides.
        join order_events d on d.order_id = p.order_id and d.status = 'done'
                           and d.created >= ${period.since.toISOString()}::timestamptz
        join orders o on o.id = p.order_id
       group by o.kind
       order by o.kind
    `,
  );
  return rows.map((r) => ({
    kind: r.kind,
    orders: Number(r.orders),
    p50Seconds: tenths(r.p50),
    p95Seconds: tenths(r.p95),
  }));
}
