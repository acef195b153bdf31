// Shoppers, and the staff among them (role support or admin: the operator console).
import { sql } from "drizzle-orm";
import { boolean, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { money, createdAt } from "./columns";

/** shopper: the storefront only; support: orders, shoppers, feedback in the console; admin: everything. */
export const userRole = pgEnum("user_role", ["shopper", "support", "admin"]);

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
    role: userRole("role").notNull().default("shopper"),
    /** Staff's TOTP second factor: the secret, encrypted with the server's key (null until enrolled). */
    totpSecret: text("totp_secret"),
    /** When the enrolment was confirmed with a first valid code; until then the factor is not required. */
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);
