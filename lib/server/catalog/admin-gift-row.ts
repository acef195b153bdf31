// A gift as the console's API shows it (every column: the storefront's fields and what only staff edit), and the rules every
// gift written from the console keeps: a price above zero, a discount below it, a cashback not above what the
// buyer pays.
import { eq } from "drizzle-orm";
import humps from "humps";
import { getDb } from "../db/client";
import { gifts } from "../db/schema";
import { discountPercent } from "../db/seed/money";
import { fieldError, notFound } from "../errors/domain-error";
import { toKopecks } from "@/lib/money/kopecks";

type GiftRow = typeof gifts.$inferSelect;

/** The row's own fields are the API's (camelCase here, snake_case on the wire), its date as text. */
export const toAdminGift = (g: GiftRow) => ({ ...g, created: g.created.toISOString() });
export type AdminGift = ReturnType<typeof toAdminGift>;

/** The gift as the audit log keeps it (snake_case, as the API shows it). */
export const giftSnapshot = (g: GiftRow) => humps.decamelizeKeys(toAdminGift(g));

export async function getAdminGift(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(gifts).where(eq(gifts.id, id));
  if (!row) throw notFound("Подарок не найден.");
  return toAdminGift(row);
}

type Money = { price: string; discountPrice: string | null; cashback: string };

/** Throws a DRF field error for the first rule broken; otherwise the gift's discount percent. */
export function checkGiftValues(v: Money): number {
  const price = toKopecks(v.price);
  if (price <= 0n) throw fieldError("price", "Цена должна быть больше нуля.");
  const pays = v.discountPrice === null ? price : toKopecks(v.discountPrice);
  if (pays >= price && v.discountPrice !== null) {
    throw fieldError("discount_price", "Цена со скидкой должна быть меньше обычной цены.");
  }
  if (toKopecks(v.cashback) > pays) {
    throw fieldError("cashback", "Кешбэк не может быть больше цены, которую платит покупатель.");
  }
  return v.discountPrice === null ? 0 : discountPercent(v.price, v.discountPrice);
}
