// Tokens, social accounts, password resets, sandbox codes and rate limits.
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";

/** The account a row belongs to: the row goes when the account is deleted. */
const ownerId = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
/** A moment with its time zone: a token's expiry, use or revocation, a rate-limit window's start. */
const moment = (name: string) => timestamp(name, { withTimezone: true });

/** Refresh tokens by jti: each works once; presenting a spent one revokes its whole family (one sign-in). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    jti: text("jti").primaryKey(),
    family: text("family").notNull(),
    userId: ownerId(),
    created: createdAt(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    revokedAt: moment("revoked_at"),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.family), index("refresh_tokens_user_idx").on(t.userId)],
);

/** A social account (provider + its user id) bound to one of our users; one per provider per user. */
export const socialAccounts = pgTable(
  "social_accounts",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    uid: text("uid").notNull(),
    userId: ownerId(),
    /**
     * Bound when the account was created from an e-mail the shopper typed, which nobody proved: the binding may be a
     * stranger's who claimed that address. A password reset (proof of the mailbox) removes such bindings.
     */
    isEmailUnproven: boolean("is_email_unproven").notNull().default(false),
    created: createdAt(),
  },
  (t) => [
    uniqueIndex("social_accounts_provider_uid_idx").on(t.provider, t.uid),
    uniqueIndex("social_accounts_user_provider_idx").on(t.userId, t.provider),
  ],
);

/** Password-reset tokens, stored as SHA-256 hashes; single use, short-lived. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: ownerId(),
    created: createdAt(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** Authorisation codes minted by the local sandbox identity provider (demo mode); hashed, single use. */
export const sandboxOauthCodes = pgTable("sandbox_oauth_codes", {
  codeHash: text("code_hash").primaryKey(),
  provider: text("provider").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  codeChallenge: text("code_challenge").notNull(),
  uid: text("uid").notNull(),
  email: text("email").notNull(),
  name: text("name").notNull().default(""),
  created: createdAt(),
  expiresAt: moment("expires_at").notNull(),
  usedAt: moment("used_at"),
});

/** Fixed-window request counters shared by every app instance; the key is a hash of what is limited. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: moment("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);
