// Shoppers.
import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { money, createdAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    nickname: text("nickname").notNull().default(""),
    avatarImg: text("avatar_img"),
    balance: money("balance").notNull().default("0.00"),
    /** The part of the balance held by pending payments (their balance shares): not spendable until released. */
    balanceHeld: money("balance_held").notNull().default("0.00"),
    isBlocked: boolean("is_blocked").notNull().default(false),
    activePromoCodeId: integer("active_promo_code_id"),
    created: createdAt(),
    /** Access tokens issued before this moment are refused (set when the password is reset). */
    tokensValidAfter: timestamp("tokens_valid_after", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);
