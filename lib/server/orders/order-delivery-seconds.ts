// One order's delivery time as the store recorded it: from the moment it entered `paid` to the moment it entered
// `done` (order_events, written in the transaction of each move), in whole seconds rounded up, so "delivered
// within N seconds" is never an understatement. Null for an order that was not (yet) delivered. Its aliases
// (delivered, paid) must not be used by an outer query that passes one of its own columns in.
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A scalar subquery for the order whose id is `orderId`: an id, or a column of the outer query that joins another
 * table (drizzle names a column without its table in a one-table select, where "order_id" would be the events').
 */
export function orderDeliverySeconds(orderId: AnyPgColumn | SQL | number): SQL<number | null> {
  return sql<number | null>`(
    select ceil(extract(epoch from delivered.created - paid.created))::int
      from order_events delivered
      join order_events paid on paid.order_id = delivered.order_id and paid.status = 'paid'
     where delivered.order_id = ${orderId} and delivered.status = 'done'
     order by paid.id
     limit 1)`;
}
