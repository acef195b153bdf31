// Games, their servers and products, and gift products.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { money, createdAt } from "./columns";
import { gameKind, giftRegion, giftType } from "./enums";

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
    /** The player id's format for this game (a regular expression, whole value), checked before an order is made. */
    playerIdPattern: text("player_id_pattern"),
    /** Says in words what the pattern wants ("9–12 цифр"), for the field error. */
    playerIdHint: text("player_id_hint"),
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
    /** The fulfilment provider's reference for this product (MooGold variation id, distributor SKU). */
    externalId: text("external_id"),
    position: integer("position").notNull().default(0),
    /** PUBG codes left below which the product is flagged as running low (console stock and dashboard). */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(20),
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
    /** The key distributor's reference for this gift (Kinguin: "productId:maxPriceEUR"). */
    externalId: text("external_id"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    index("gifts_created_idx").on(t.created),
    index("gifts_price_idx").on(t.price),
    index("gifts_type_region_idx").on(t.type, t.region),
  ],
);
