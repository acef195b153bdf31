// Fulfilment: the store's own stock of PUBG UC codes, and the sandbox providers' memory of what they delivered.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { products } from "./catalog";
import { orderLines } from "./orders";

/**
 * Redeem codes of a PUBG product, imported from CSV. A code is `available` until a delivery takes it (FOR NO
 * KEY UPDATE SKIP LOCKED, in the transaction that completes the line) and then `issued` to exactly one order
 * line.
 */
export const pubgCodes = pgTable(
  "pubg_codes",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    status: text("status").notNull().default("available"),
    orderLineId: integer("order_line_id").references(() => orderLines.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    /** Which import brought it (file name and time), for the operator. */
    batch: text("batch").notNull().default(""),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex("pubg_codes_code_idx").on(t.code),
    index("pubg_codes_stock_idx").on(t.productId, t.status, t.id),
    index("pubg_codes_line_idx").on(t.orderLineId),
  ],
);

/**
 * What a sandbox provider did per idempotency key, as a real provider remembers its partner orders: a retried
 * delivery answers from here instead of delivering twice, and `calls` counts every request (tests read it).
 */
export const sandboxDeliveries = pgTable("sandbox_deliveries", {
  key: text("key").primaryKey(),
  provider: text("provider").notNull(),
  calls: integer("calls").notNull().default(0),
  result: jsonb("result"),
  created: createdAt(),
  updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
});
