// Payments and provider callbacks.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { money, createdAt } from "./columns";
import { users } from "./accounts";
import { orders } from "./orders";

/**
 * One attempt to pay an order through one method. provider_payment_id is the reference the provider echoes in
 * its callbacks (unique per provider); amount is in `currency` minor units as numeric, amount_rub the roubles
 * (fees included) it stands for, balance_debit the balance share to debit when the payment is confirmed.
 * status: pending -> succeeded | declined | failed | terminated | superseded | expired, and `credited` when the
 * provider took the money for an order that could no longer be paid by it (the amount went to a balance credit).
 * hold_state follows balance_debit: none (no share) | held (reserved in users.balance_held) | released | debited.
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
    /** The provider's own id of the captured transaction (Payselection TransactionId), needed to refund it. */
    providerTransactionId: text("provider_transaction_id"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    amountRub: money("amount_rub").notNull(),
    balanceDebit: money("balance_debit").notNull().default("0.00"),
    holdState: text("hold_state").notNull().default("none"),
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

/**
 * Provider callbacks already handled: the unique key makes a replayed or concurrent delivery a no-op. The
 * provider's transaction id is part of the key ('' when it names none): a second transfer under the same payment
 * reference (GetPay's PAYMENT_ID, Payselection's TransactionId) is money of its own, never a replay.
 */
export const paymentCallbacks = pgTable(
  "payment_callbacks",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    event: text("event").notNull(),
    transactionId: text("transaction_id").notNull().default(""),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_callbacks_key_idx").on(t.provider, t.providerPaymentId, t.event, t.transactionId),
  ],
);

/**
 * The append-only payment ledger (a trigger refuses UPDATE and DELETE): every payment started, every provider
 * event received (replays, mismatches and unknown payments included) and every money movement that follows
 * (balance hold, release, debit, credit of captured money). No foreign keys: the ledger outlives what it names.
 * amount/currency are what the provider reported or was asked for; amount_rub the roubles it stands for.
 */
export const paymentLedger = pgTable(
  "payment_ledger",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id").notNull(),
    paymentId: integer("payment_id"),
    orderId: integer("order_id"),
    userId: integer("user_id"),
    /** started | approve | decline | terminate | superseded | expired | hold | release | debit | credit */
    event: text("event").notNull(),
    /** What the store did with it: applied | paid | credited | replayed | ignored | mismatch | unknown_payment … */
    outcome: text("outcome").notNull(),
    amount: money("amount"),
    currency: text("currency"),
    amountRub: money("amount_rub"),
    detail: jsonb("detail"),
    created: createdAt(),
  },
  (t) => [
    index("payment_ledger_payment_idx").on(t.provider, t.providerPaymentId),
    index("payment_ledger_order_idx").on(t.orderId),
    // The refunds still owed (owed-refunds.ts, the console's dashboard): found without reading the whole ledger.
    index("payment_ledger_event_outcome_idx").on(t.event, t.outcome),
  ],
);

/**
 * Credits of money a provider captured for an order it could no longer pay (already paid, expired, failed).
 * A shopper with an account is credited on the balance at once (status `credited`); a guest's credit stays
 * `open` until an operator refunds it through the provider (`refunded`). One credit per payment and provider transaction.
 */
export const captureCredits = pgTable(
  "capture_credits",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id").notNull(),
    orderId: integer("order_id").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull().default(""),
    amountRub: money("amount_rub").notNull(),
    reason: text("reason").notNull(),
    status: text("status").notNull(),
    /** The provider's transaction this money came with ('' when it named none): what an operator refunds. */
    transactionId: text("transaction_id").notNull().default(""),
    created: createdAt(),
    resolved: timestamp("resolved", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("capture_credits_payment_idx").on(t.paymentId, t.transactionId),
    index("capture_credits_status_idx").on(t.status),
  ],
);
