// The dashboard's sales: orders paid in the period (the moment of their `paid` event, so an order made yesterday and
// paid today counts today; one refunded later still counts: the money came in) per Moscow day, every day listed,
// and the games or gifts that sold most. Both read the paid events of the period through
// order_events_status_created_idx, then the orders by primary key.
import { sql } from "drizzle-orm";
import { DASHBOARD_TOP_GAMES } from "@/lib/schemas/admin/dashboard";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { formatKopecks, toKopecks } from "../orders/order-money";
import { paidInPeriod, SHOP_TIME_ZONE, type DashboardPeriod } from "./dashboard-period";

export async function salesPerDay(db: Db, period: DashboardPeriod) {
  const rows = await queryRows<{ day: string; orders: number; total: string }>(
    db,
    sql`
      with per_day as (
        select (p.paid_at at time zone ${SHOP_TIME_ZONE})::date as day, count(*) as orders, sum(o.total) as total
          from (${paidInPeriod(period)}) p join orders o on o.id = p.order_id
         group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.orders, 0)::int as orders,
             coalesce(s.total, 0)::numeric(14, 2)::text as total
        from (select generate_series(${period.firstDay}::date, ${period.lastDay}::date, interval '1 day')::date as day) d
        left join per_day s on s.day = d.day
       order by d.day
    `,
  );
  const perDay = rows.map((r) => ({ day: r.day, orders: Number(r.orders), total: r.total }));
  const total = formatKopecks(perDay.reduce((sum, d) => sum + toKopecks(d.total), 0n));
  return { perDay, sales: { orders: perDay.reduce((n, d) => n + d.orders, 0), total } };
}

export async function salesPerGame(db: Db, period: DashboardPeriod) {
  const rows = await queryRows<{
    game_id: number | null;
    gift_id: number | null;
    title: string;
    orders: number;
    total: string;
  }>(
    db,
    sql`
      select o.game_id, o.gift_id, coalesce(g.title, gi.title, '—') as title, count(*)::int as orders,
             sum(o.total)::numeric(14, 2)::text as total
        from (${paidInPeriod(period)}) p
        join orders o on o.id = p.order_id
        left join games g on g.id = o.game_id
        left join gifts gi on gi.id = o.gift_id
       group by o.game_id, o.gift_id, g.title, gi.title
       order by sum(o.total) desc, count(*) desc, title
       limit ${DASHBOARD_TOP_GAMES}
    `,
  );
  return rows.map((r) => ({
    gameId: r.game_id === null ? null : Number(r.game_id),
    giftId: r.gift_id === null ? null : Number(r.gift_id),
    title: r.title,
    orders: Number(r.orders),
    total: r.total,
  }));
}
