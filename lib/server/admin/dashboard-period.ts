// The dashboard's period: the last `days` days in Moscow (the shop's working time), today included, so a day's
// figures are the same whatever the server's time zone.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/query-rows";

export const SHOP_TIME_ZONE = "Europe/Moscow";

export type DashboardPeriod = {
  days: number;
  now: Date;
  /** Midnight in Moscow of the first day. */
  since: Date;
  /** The first and the last (today's) day, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
};

export async function dashboardPeriod(db: Db, days: number, now: Date): Promise<DashboardPeriod> {
  const [row] = await queryRows<{ first_day: string; last_day: string; since: Date | string }>(
    db,
    sql`
      select to_char(first_day, 'YYYY-MM-DD') as first_day, to_char(last_day, 'YYYY-MM-DD') as last_day,
             (first_day::timestamp at time zone ${SHOP_TIME_ZONE}) as since
        from (select last_day, last_day - ${days - 1}::int as first_day
                from (select (${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date as last_day) t) p
    `,
  );
  return { days, now, since: new Date(row.since), firstDay: row.first_day, lastDay: row.last_day };
}

/**
 * The orders paid in the period (order_id, paid_at) as a subquery: their `paid` events, read through
 * order_events_status_created_idx (status, created, order_id) alone.
 */
export const paidInPeriod = (period: DashboardPeriod) => sql`
  select e.order_id, e.created as paid_at from order_events e
   where e.status = 'paid' and e.created >= ${period.since.toISOString()}::timestamptz`;
