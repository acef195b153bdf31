// Promo codes, orders, their lines and feedback.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { money, createdAt } from "./columns";
import { users } from "./accounts";
import { games, gifts, products } from "./catalog";
import { lineStatus, orderKind, orderStatus } from "./enums";

export const promoCodes = pgTable("promo_codes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  percent: smallint("percent").notNull(),
  gameId: integer("game_id").references(() => games.id, { onDelete: "cascade" }),
  giftId: integer("gift_id").references(() => gifts.id, { onDelete: "cascade" }),
  isActive: boolean("is_active").notNull().default(true),
  /** null means unlimited. */
  maxUses: integer("max_uses"),
  uses: integer("uses").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  /** A personal code (get_for_recent_purchases): only its owner may use it; one per user. */
  ownerUserId: integer("owner_user_id")
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
});

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    hash: text("hash").notNull().unique(),
    kind: orderKind("kind").notNull(),
    status: orderStatus("status").notNull().default("created"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    gameId: integer("game_id").references(() => games.id),
    giftId: integer("gift_id").references(() => gifts.id),
    email: text("email").notNull().default(""),
    totalWithoutPromocode: money("total_without_promocode").notNull().default("0.00"),
    total: money("total").notNull().default("0.00"),
    totalToPay: money("total_to_pay").notNull().default("0.00"),
    promoCodeId: integer("promo_code_id").references(() => promoCodes.id),
    rejectReason: text("reject_reason"),
    gameAccountId: text("game_account_id"),
    gameAvatar: text("game_avatar"),
    surplus: numeric("surplus", { precision: 4, scale: 2 }),
    steamAccountId: text("steam_account_id"),
    steamAmount: money("steam_amount"),
    supplyUserId: text("supply_user_id"),
    supplyServer: integer("supply_server"),
    supplyServerCustomId: text("supply_server_custom_id"),
    giftCode: text("gift_code"),
    /** The cashback the gift advertised when the order was made: credited to the account's balance once done. */
    cashback: money("cashback").notNull().default("0.00"),
    /** A gift order's fulfilment (it has no lines): the provider's reference and what it delivered. */
    deliveryRef: text("delivery_ref"),
    deliveryData: jsonb("delivery_data"),
    paymentMethod: text("payment_method"),
    paymentId: text("payment_id"),
    paymentStatus: text("payment_status"),
    currency: text("currency"),
    /** The last payment attempt: an unpaid order expires ORDER_EXPIRY_MINUTES after it (or after `created`). */
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** Set when the order failed because it was not paid in time. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    created: createdAt(),
    updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.created),
    index("orders_status_created_idx").on(t.status, t.created),
    index("orders_unpaid_deadline_idx")
      .on(sql`coalesce(${t.lastAttemptAt}, ${t.created})`)
      .where(sql`${t.status} in ('created', 'waiting_for_payment')`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    price: money("price").notNull(),
    status: lineStatus("status").notNull().default("processing"),
    code: text("code"),
    amountUc: integer("amount_uc"),
    /** Fulfilment: the provider that serves the line, its reference, attempts, the last fault and what it gave. */
    provider: text("provider"),
    providerRef: text("provider_ref"),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    deliveryError: text("delivery_error"),
    deliveryData: jsonb("delivery_data"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Roubles given back for a line that could not be delivered, and how (balance | provider). */
    refundAmount: money("refund_amount"),
    refundMethod: text("refund_method"),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const feedback = pgTable(
  "feedback",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    rating: smallint("rating").notNull(),
    /** Hidden by staff (console moderation): kept, audited, never shown on the storefront or counted. */
    isHidden: boolean("is_hidden").notNull().default(false),
    created: createdAt(),
  },
  (t) => [index("feedback_created_idx").on(t.created)],
);
