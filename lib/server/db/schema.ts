// Drizzle schema of the store: the single source for migrations (drizzle-kit generate) and typed queries.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp("created", { withTimezone: true }).notNull().defaultNow();

/** Game kind; the API's resourcetype is derived from it (PUBGGame, StandoffGame, Steam, SupplyGame). */
export const gameKind = pgEnum("game_kind", ["pubg", "standoff", "steam", "supply"]);
export const giftType = pgEnum("gift_type", ["dlc", "edition", "game"]);
export const giftRegion = pgEnum("gift_region", ["cis", "ru", "ru_cis", "world"]);
export const orderKind = pgEnum("order_kind", ["pubg", "standoff", "steam", "supply", "rokky"]);
export const orderStatus = pgEnum("order_status", [
  "created",
  "waiting_for_payment",
  "paid",
  "sending",
  "sent",
  "done",
  "failed",
]);
export const lineStatus = pgEnum("line_status", [
  "processing",
  "sending",
  "completed",
  "refunded",
  "incorrect-details",
]);

export const games = pgTable(
  "games",
  {
    id: serial("id").primaryKey(),
    kind: gameKind("kind").notNull(),
    title: text("title").notNull(),
    detailTitle: text("detail_title").notNull().default(""),
    detailDescription: text("detail_description").notNull().default(""),
    logo: text("logo").notNull(),
    created: createdAt(),
    isAuthRequired: boolean("is_auth_required").notNull().default(false),
    discountPercent: smallint("discount_percent").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    productPreviewName: text("product_preview_name").notNull().default(""),
    productPreviewIcon: text("product_preview_icon").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isServerNeeded: boolean("is_server_needed").notNull().default(false),
    isServerEnum: boolean("is_server_enum").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("games_position_idx").on(t.position, t.id), index("games_title_idx").on(t.title)],
);

export const gameServers = pgTable(
  "game_servers",
  {
    id: serial("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("game_servers_game_idx").on(t.gameId, t.position)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    price: money("price").notNull(),
    picture: text("picture").notNull().default(""),
    minQuantity: integer("min_quantity").notNull().default(1),
    maxQuantity: integer("max_quantity").notNull().default(100),
    isActive: boolean("is_active").notNull().default(true),
    discountPrice: money("discount_price"),
    discountPercent: smallint("discount_percent").notNull().default(0),
    amountUc: integer("amount_uc"),
    gold: integer("gold"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("products_game_idx").on(t.gameId, t.position)],
);

export const gifts = pgTable(
  "gifts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    type: giftType("type").notNull(),
    region: giftRegion("region").notNull(),
    price: money("price").notNull(),
    cashback: money("cashback").notNull().default("0.00"),
    logo: text("logo").notNull(),
    discountPrice: money("discount_price"),
    discountPercent: smallint("discount_percent").notNull().default(0),
    description: text("description").notNull().default(""),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created: createdAt(),
    isMain: boolean("is_main").notNull().default(false),
    isOldClassic: boolean("is_old_classic").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    index("gifts_created_idx").on(t.created),
    index("gifts_price_idx").on(t.price),
    index("gifts_type_region_idx").on(t.type, t.region),
  ],
);

const bannerImages = {
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  backgroundDesktop: text("background_desktop").notNull(),
  backgroundTablet: text("background_tablet").notNull(),
  backgroundMobile: text("background_mobile").notNull(),
  foregroundDesktop: text("foreground_desktop").notNull(),
  foregroundTablet: text("foreground_tablet").notNull(),
  foregroundMobile: text("foreground_mobile").notNull(),
  position: integer("position").notNull().default(0),
};

export const gameBanners = pgTable("game_banners", {
  id: serial("id").primaryKey(),
  ...bannerImages,
  gameId: integer("game_id")
    .notNull()
    .references(() => games.id, { onDelete: "cascade" }),
});

export const giftBanners = pgTable("gift_banners", {
  id: serial("id").primaryKey(),
  ...bannerImages,
  giftId: integer("gift_id")
    .notNull()
    .references(() => gifts.id, { onDelete: "cascade" }),
});

export const faqItems = pgTable(
  "faq_items",
  {
    id: serial("id").primaryKey(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    answer: text("answer").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("faq_game_idx").on(t.gameId, t.order)],
);

export const articles = pgTable("articles", {
  slug: text("slug").primaryKey(),
  header: text("header").notNull(),
  text: text("text").notNull(),
});

export const contacts = pgTable("contacts", {
  id: serial("id").primaryKey(),
  companyName: text("company_name").notNull(),
  address: text("address").notNull(),
  inn: text("inn").notNull(),
  companyId: text("company_id").notNull(),
  extra: text("extra").notNull().default(""),
});

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  flag: text("flag").notNull(),
  currency: text("currency").notNull(),
  /** Roubles per one unit of the country's currency. */
  rate: numeric("rate", { precision: 14, scale: 6 }).notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const methodGroups = pgTable(
  "method_groups",
  {
    id: serial("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    order: integer("order").notNull().default(0),
  },
  (t) => [index("method_groups_country_idx").on(t.countryId, t.order)],
);

export const paymentMethods = pgTable("payment_methods", {
  id: serial("id").primaryKey(),
  /** URL-safe name used in POST /api/payments/{name}/. */
  name: text("name").notNull().unique(),
  title: text("title").notNull(),
  uri: text("uri").notNull().default(""),
  /** Percentage fee, e.g. "2.50". */
  fee: numeric("fee", { precision: 5, scale: 2 }).notNull().default("0.00"),
  fixFee: money("fix_fee").notNull().default("0.00"),
  minAmount: money("min_amount").notNull().default("0.00"),
  icon: text("icon").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  isSecondary: boolean("is_secondary").notNull().default(false),
  currencies: text("currencies")
    .array()
    .notNull()
    .default(sql`'{RUB}'::text[]`),
  requiredFields: text("required_fields")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  canRetrievePaymentData: boolean("can_retrieve_payment_data").notNull().default(false),
  /** Which adapter serves it: sandbox, payselection, getpay. */
  provider: text("provider").notNull().default("sandbox"),
  /** Scenario the sandbox adapter answers with. */
  scenarioType: text("scenario_type").notNull().default("redirect"),
});

export const groupMethods = pgTable(
  "group_methods",
  {
    groupId: integer("group_id")
      .notNull()
      .references(() => methodGroups.id, { onDelete: "cascade" }),
    methodId: integer("method_id")
      .notNull()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.methodId] })],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    nickname: text("nickname").notNull().default(""),
    avatarImg: text("avatar_img"),
    balance: money("balance").notNull().default("0.00"),
    isBlocked: boolean("is_blocked").notNull().default(false),
    activePromoCodeId: integer("active_promo_code_id"),
    created: createdAt(),
    /** Access tokens issued before this moment are refused (set when the password is reset). */
    tokensValidAfter: timestamp("tokens_valid_after", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

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
    paymentMethod: text("payment_method"),
    paymentId: text("payment_id"),
    paymentStatus: text("payment_status"),
    currency: text("currency"),
    created: createdAt(),
    updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.created),
    index("orders_status_created_idx").on(t.status, t.created),
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
    created: createdAt(),
  },
  (t) => [index("feedback_created_idx").on(t.created)],
);

/** Small key/value store for server-side settings (generated secrets, build id). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updated: timestamp("updated", { withTimezone: true }).notNull().defaultNow(),
});

/** Refresh tokens by jti: each works once; presenting a spent one revokes its whole family (one sign-in). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    jti: text("jti").primaryKey(),
    family: text("family").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
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
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
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
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Fixed-window request counters shared by every app instance; the key is a hash of what is limited. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

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
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

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
