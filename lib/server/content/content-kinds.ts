// The storefront content the console edits, one description per table: how a record is found (its key), listed
// (order, filter), named in the audit log and in a 404, which body fields name a game or a gift (checked to exist
// before the write, so a wrong id is a field error rather than a foreign-key failure) and what is done to a body
// before it is stored (an article's HTML is sanitised there: the cleaned text is what the database holds, and the
// storefront cleans it again when it serves it).
import { asc, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { sanitizeArticleHtml } from "./sanitize-article-html";
import { articles, contacts, faqItems, gameBanners, games, giftBanners, gifts } from "../db/schema";

type Ref = { table: typeof games | typeof gifts; column: string; missing: (id: unknown) => string };

export type ContentKind = {
  /** The audit log's target type and action prefix, e.g. game_banner -> game_banner.update. */
  name: string;
  table: PgTable;
  /** The column the path's key names ({id} or {slug}) and the body field holding it. */
  key: PgColumn;
  keyField: string;
  missing: string;
  orderBy: (PgColumn | SQL)[];
  /** The list's filter from the query (the FAQ's game). */
  filter?: (query: Record<string, unknown>) => SQL | undefined;
  /** Body fields naming another record: game -> gameId. */
  refs?: Record<string, Ref>;
  /** A body field that must be unique (the article's slug), with the refusal. */
  unique?: { field: string; message: string };
  /** Turns stored values into what is written (sanitising). */
  prepare?: (values: Record<string, unknown>) => Record<string, unknown>;
};

// DRF's words for a primary key that names nothing.
const noSuchRecord = (id: unknown) => `Недопустимый первичный ключ "${String(id)}" - объект не существует.`;
const gameRef: Ref = { table: games, column: "gameId", missing: noSuchRecord };
const giftRef: Ref = { table: gifts, column: "giftId", missing: noSuchRecord };

/** A banner of a game or of a gift: shown by position, naming its game or gift. */
function bannerKind(
  name: string,
  table: typeof gameBanners | typeof giftBanners,
  field: "game" | "gift",
): ContentKind {
  return {
    name,
    table,
    key: table.id,
    keyField: "id",
    missing: "Баннер не найден.",
    orderBy: [asc(table.position), asc(table.id)],
    refs: { [field]: field === "game" ? gameRef : giftRef },
  };
}

export const contentKinds = {
  gameBanner: bannerKind("game_banner", gameBanners, "game"),
  giftBanner: bannerKind("gift_banner", giftBanners, "gift"),
  article: {
    name: "article",
    table: articles,
    key: articles.slug,
    keyField: "slug",
    missing: "Статья не найдена.",
    orderBy: [asc(articles.slug)],
    unique: { field: "slug", message: "Статья с таким адресом уже существует." },
    prepare: (v) => (typeof v.text === "string" ? { ...v, text: sanitizeArticleHtml(v.text) } : v),
  },
  faq: {
    name: "faq_item",
    table: faqItems,
    key: faqItems.id,
    keyField: "id",
    missing: "Вопрос не найден.",
    orderBy: [asc(faqItems.gameId), asc(faqItems.order), asc(faqItems.id)],
    filter: (q) => (typeof q.game === "number" ? eq(faqItems.gameId, q.game) : undefined),
    refs: { game: gameRef },
  },
  contact: {
    name: "contact",
    table: contacts,
    key: contacts.id,
    keyField: "id",
    missing: "Реквизиты не найдены.",
    orderBy: [asc(contacts.id)],
  },
} satisfies Record<string, ContentKind>;

export type ContentKindName = keyof typeof contentKinds;
