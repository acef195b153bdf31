// Banners, FAQ, articles and contacts.
import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { games, gifts } from "./catalog";

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
