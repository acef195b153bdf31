// The dashboard's order figures: orders created in the period per status, the paid ones that failed (their money
// refunded) and the paid ones still not delivered STUCK_DELIVERY_MINUTES after payment. A list answers its first
// DASHBOARD_LIST_LIMIT orders and the count of all (a window count, so one statement each).
import { sql } from "drizzle-orm";
import {
  DASHBOARD_LIST_LIMIT,
  STUCK_DELIVERY_MINUTES,
  type DashboardOrderKind,
} from "@/lib/schemas/admin/dashboard";
import { ORDER_STATUSES, type OrderStatusValue } from "@/lib/schemas/orders/order-statuses";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { paidInPeriod, type DashboardPeriod } from "./dashboard-period";

type ListedRow = {
  id: number;
  kind: DashboardOrderKind;
  status: OrderStatusValue;
  title: string | null;
  total: string;
  paid_at: Date | string;
  updated: Date | string;
  reason: string | null;
  found: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toOrderList(rows: ListedRow[]) {
  return {
    count: rows.length ? Number(rows[0].found) : 0,
    orders: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      status: r.status,
      title: r.title,
      total: r.total,
      paidAt: iso(r.paid_at),
      updated: iso(r.updated),
      reason: r.reason,
    })),
  };
}

/** The game's or gift's title and the last delivery error of the order `o`'s lines. */
const titleAndError = sql`
  coalesce((select g.title from games g where g.id = o.game_id), (select gi.title from gifts gi where gi.id = o.gift_id)) as title,
  coalesce(o.reject_reason, (select l.delivery_error from order_lines l
                               where l.order_id = o.id and l.delivery_error is not null
                               order by l.id desc limit 1)) as reason`;

export async function ordersByStatus(db: Db, period: DashboardPeriod) {
  const rows = await queryRows<{ status: OrderStatusValue; count: number }>(
    db,
    sql`select status, count(*)::int as count from orders
         where created >= ${period.since.toISOString()}::timestamptz group by status`,
  );
  const counts = new Map(rows.map((r) => [r.status, Number(r.count)]));
  return ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/** `listed` (id, paid_at, found: a page of orders and the count of all) with each order's columns, title and reason. */
const withOrders = (listed: ReturnType<typeof sql>) => sql`
  select o.id, o.kind, o.status, o.total::text as total, l.paid_at, o.updated, l.found, ${titleAndError}
    from (${listed}) l join orders o on o.id = l.id
   order by l.position`;

export async function failedDeliveries(db: Db, period: DashboardPeriod) {
  const rows = await queryRows<ListedRow>(
    db,
    withOrders(sql`
      select o.id, p.paid_at, count(*) over ()::int as found,
             row_number() over (order by o.updated desc, o.id desc) as position
        from (${paidInPeriod(period)}) p join orders o on o.id = p.order_id
       where o.status = 'failed'
       order by position
       limit ${DASHBOARD_LIST_LIMIT}
    `),
  );
  return toOrderList(rows);
}

export async function stuckDeliveries(db: Db, period: DashboardPeriod) {
  const deadline = new Date(period.now.getTime() - STUCK_DELIVERY_MINUTES * 60_000);
  const rows = await queryRows<ListedRow>(
    db,
    withOrders(sql`
      select s.id, s.paid_at, count(*) over ()::int as found,
             row_number() over (order by s.paid_at, s.id) as position
        from (
          -- An order put in paid by hand (no event) counts from its creation.
          select o.id, coalesce((select min(e.created) from order_events e
                                  where e.order_id = o.id and e.status = 'paid'), o.created) as paid_at
            from orders o
           where o.status in ('paid', 'sending')
        ) s
       where s.paid_at < ${deadline.toISOString()}::timestamptz
       order by position
       limit ${DASHBOARD_LIST_LIMIT}
    `),
  );
  return { ...toOrderList(rows), minutes: STUCK_DELIVERY_MINUTES };
}
