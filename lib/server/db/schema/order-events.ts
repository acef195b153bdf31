// Order status history.
import { index, integer, pgTable, serial } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orderStatus } from "./enums";
import { orders } from "./orders";

/** Every status an order entered, written in the same transaction as the move (the details page's timeline). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: orderStatus("status").notNull(),
    created: createdAt(),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId, t.id),
    // The dashboard's reads: the orders paid (or delivered) in a period, found by the moment they entered it.
    index("order_events_status_created_idx").on(t.status, t.created, t.orderId),
  ],
);
