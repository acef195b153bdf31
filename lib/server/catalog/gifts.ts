// Catalogue reads for gifts: filtered and ordered lists, the discounted and new shelves, and the detail.
import { cached } from "@/lib/server/cache/cached";
import { cacheTags } from "@/lib/server/cache/cache-tags";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "../db/client";
import { gifts } from "../db/schema";
import { readDeliveryTime } from "./delivery-times";
import { titleConditions, type TitleFilters } from "./title-filters";

type GiftRow = typeof gifts.$inferSelect;
type GiftType = GiftRow["type"];
type GiftRegion = GiftRow["region"];

export type GiftOrdering =
  "price" | "-price" | "created" | "-created" | "title" | "-title" | "discount_percent" | "-discount_percent";

export type GiftFilters = {
  isDiscounted?: boolean;
  isMain?: boolean;
  isOldClassic?: boolean;
  regions?: GiftRegion[];
  types?: GiftType[];
} & TitleFilters;

const orderColumns: Record<string, AnyPgColumn> = {
  price: gifts.price,
  created: gifts.created,
  title: gifts.title,
  discount_percent: gifts.discountPercent,
};

/** A gift is discounted when it has a discount percentage or a discount price below its price. */
const isDiscountedSql = sql`(${gifts.discountPercent} > 0 or coalesce(${gifts.discountPrice} < ${gifts.price}, false))`;

function giftWhere(f: GiftFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(gifts.isActive, true)];
  if (f.isDiscounted !== undefined)
    parts.push(f.isDiscounted ? isDiscountedSql : sql`not ${isDiscountedSql}`);
  if (f.isMain !== undefined) parts.push(eq(gifts.isMain, f.isMain));
  if (f.isOldClassic !== undefined) parts.push(eq(gifts.isOldClassic, f.isOldClassic));
  if (f.regions?.length) parts.push(inArray(gifts.region, f.regions));
  if (f.types?.length) parts.push(inArray(gifts.type, f.types));
  parts.push(...titleConditions(f, gifts.title, gifts.description));
  return and(...parts);
}

/** Orderings end with the id so that pages never repeat or skip a gift with equal keys. */
function giftOrderBy(ordering: GiftOrdering[]): SQL[] {
  const terms = ordering.length ? ordering : (["-created"] as GiftOrdering[]);
  const out = terms.map((term) => {
    const column = orderColumns[term.replace(/^-/, "")];
    return term.startsWith("-") ? desc(column) : asc(column);
  });
  const lastDescending = terms[terms.length - 1].startsWith("-");
  out.push(lastDescending ? desc(gifts.id) : asc(gifts.id));
  return out;
}

export function toGiftListItem(g: GiftRow) {
  return {
    resourcetype: "RokkyGift" as const,
    id: g.id,
    title: g.title,
    type: g.type,
    price: g.price,
    region: g.region,
    cashback: g.cashback,
    logo: g.logo,
    discountPrice: g.discountPrice,
    discountPercent: g.discountPercent,
  };
}

async function pageOfGifts(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) {
  const db = await getDb();
  const [rows, [{ count }]] = await Promise.all([
    db
      .select()
      .from(gifts)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(gifts)
      .where(where),
  ]);
  return { count, results: rows.map(toGiftListItem) };
}

function queryListGifts(filters: GiftFilters, ordering: GiftOrdering[], limit: number, offset: number) {
  return pageOfGifts(giftWhere(filters), giftOrderBy(ordering), limit, offset);
}

function queryListDiscountedGifts(limit: number, offset: number) {
  return pageOfGifts(
    giftWhere({ isDiscounted: true }),
    giftOrderBy(["-discount_percent", "-created"]),
    limit,
    offset,
  );
}

/** "New" is the newest first with no age cut-off: a catalogue that has not changed for a month still has a shelf. */
function queryListNewGifts(limit: number, offset: number) {
  return pageOfGifts(giftWhere({}), giftOrderBy(["-created"]), limit, offset);
}

/** An active gift by id, with how fast its orders were delivered lately; null when absent or switched off. */
async function queryGetGift(id: number) {
  const db = await getDb();
  const [g] = await db
    .select()
    .from(gifts)
    .where(and(eq(gifts.id, id), eq(gifts.isActive, true)));
  if (!g) return null;
  return {
    ...toGiftListItem(g),
    description: g.description,
    tags: g.tags,
    created: g.created.toISOString(),
    deliveryTime: await readDeliveryTime(db, { giftId: g.id }),
  };
}

/** A list of gifts depends on the gifts it shows and on the list's membership and order (`gifts`). */
const giftListTags = (page: { results: { id: number }[] }) => [
  cacheTags.gifts,
  ...page.results.map((g) => cacheTags.gift(g.id)),
];

export const listGifts = cached("catalog", queryListGifts, giftListTags);
export const listDiscountedGifts = cached("catalog", queryListDiscountedGifts, giftListTags);
export const listNewGifts = cached("catalog", queryListNewGifts, giftListTags);
export const getGift = cached("catalog", queryGetGift, (_gift, id) => [cacheTags.gift(id)]);
