// The dashboard's sales: orders paid in the period (the moment of their `paid` event, so an order made yesterday and
// paid today counts today; one refunded later still counts: the money came in) per Moscow day, every day listed,
// and the games or gifts that sold most. One pass: the period's paid events (order_events_status_created_idx) are
// joined to their orders once and grouped both ways by GROUPING SETS, the titles joined to the few groups after.
import { sql } from "drizzle-orm";
import { DASHBOARD_TOP_GAMES } from "@/lib/schemas/admin/dashboard";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";
import { formatKopecks, toKopecks } from "@/lib/money/kopecks";
import { analyticRead } from "./dashboard-read";
import { paidInPeriod, SHOP_TIME_ZONE, type DashboardPeriod } from "./dashboard-period";

type SalesRow = {
  part: "day" | "game";
  day: string | null;
  game_id: number | null;
  gift_id: number | null;
  title: string | null;
  orders: number;
  total: string;
};

export async function periodSales(db: Db, period: DashboardPeriod) {
  const rows = await analyticRead(db, (tx) =>
    queryRows<SalesRow>(
      tx,
      sql`
      with sold as (
        -- by_game is 0 in the rows per day, 1 in the rows per game or gift.
        select grouping(t.day) as by_game, t.day, t.game_id, t.gift_id, count(*) as orders, sum(t.total) as total
          from (select (p.paid_at at time zone ${SHOP_TIME_ZONE})::date as day, o.game_id, o.gift_id, o.total
                  from (${paidInPeriod(period)}) p join orders o on o.id = p.order_id) t
         group by grouping sets ((t.day), (t.game_id, t.gift_id))
      )
      select * from (
        select 'day' as part, to_char(d.day, 'YYYY-MM-DD') as day, null::int as game_id, null::int as gift_id,
               null::text as title, coalesce(s.orders, 0)::int as orders,
               coalesce(s.total, 0)::numeric(14, 2)::text as total, 0 as position
          from (select generate_series(${period.firstDay}::date, ${period.lastDay}::date, interval '1 day')::date as day) d
          left join sold s on s.by_game = 0 and s.day = d.day
        union all
        select * from (
          select 'game', null, s.game_id, s.gift_id, coalesce(g.title, gi.title, '—'), s.orders::int,
                 s.total::numeric(14, 2)::text,
                 row_number() over (order by s.total desc, s.orders desc, coalesce(g.title, gi.title, '—')) as position
            from sold s
            left join games g on g.id = s.game_id
            left join gifts gi on gi.id = s.gift_id
           where s.by_game = 1
        ) ranked where position <= ${DASHBOARD_TOP_GAMES}
      ) parts
      order by part, day, position
    `,
    ),
  );
  const perDay = rows
    .filter((r) => r.part === "day")
    .map((r) => ({ day: r.day!, orders: Number(r.orders), total: r.total }));
  const perGame = rows
    .filter((r) => r.part === "game")
    .map((r) => ({
      gameId: r.game_id === null ? null : Number(r.game_id),
      giftId: r.gift_id === null ? null : Number(r.gift_id),
      title: r.title ?? "—",
      orders: Number(r.orders),
      total: r.total,
    }));
  const total = formatKopecks(perDay.reduce((sum, d) => sum + toKopecks(d.total), 0n));
  return { perDay, perGame, sales: { orders: perDay.reduce((n, d) => n + d.orders, 0), total } };
}
