// Payments and provider callbacks.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { money, createdAt } from "./columns";
import { users } from "./accounts";
import { orders } from "./orders";

/**
 * One attempt to pay an order through one method. provider_payment_id is the reference the provider echoes in
 * its callbacks (unique per provider); amount is in `currency` minor units as numeric, amount_rub the roubles
 * (fees included) it stands for, balance_debit the balance share to debit when the payment is confirmed.
 * status: pending -> succeeded | declined | failed | terminated | superseded.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    amountRub: money("amount_rub").notNull(),
    balanceDebit: money("balance_debit").notNull().default("0.00"),
    status: text("status").notNull().default("pending"),
    scenario: jsonb("scenario"),
    created: createdAt(),
    updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_provider_payment_idx").on(t.provider, t.providerPaymentId),
    index("payments_order_idx").on(t.orderId, t.id),
  ],
);

/** Provider callbacks already handled: the unique key makes a replayed or concurrent delivery a no-op. */
export const paymentCallbacks = pgTable(
  "payment_callbacks",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    event: text("event").notNull(),
    created: createdAt(),
  },
  (t) => [uniqueIndex("payment_callbacks_key_idx").on(t.provider, t.providerPaymentId, t.event)],
);
