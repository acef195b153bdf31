// What a product of the console must satisfy whoever writes it (a price above zero, a discount below it, min not
// above max), and the game's discount badge that follows its products.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { games, products } from "../db/schema";
import { discountPercent } from "../db/seed/money";
import { fieldError } from "../errors/domain-error";
import { toKopecks } from "@/lib/money/kopecks";

type Values = { price: string; discountPrice: string | null; minQuantity: number; maxQuantity: number };

/** Throws a DRF field error for the first rule broken; otherwise the product's discount percent. */
export function checkProductValues(v: Values): number {
  const price = toKopecks(v.price);
  if (price <= 0n) throw fieldError("price", "Цена должна быть больше нуля.");
  if (v.discountPrice !== null && toKopecks(v.discountPrice) >= price) {
    throw fieldError("discount_price", "Цена со скидкой должна быть меньше обычной цены.");
  }
  if (v.minQuantity > v.maxQuantity) {
    throw fieldError("max_quantity", "Максимальное количество не может быть меньше минимального.");
  }
  return v.discountPrice === null ? 0 : discountPercent(v.price, v.discountPrice);
}

/** The game's badge shows the best discount of its active products. */
export async function refreshGameDiscount(tx: Db, gameId: number): Promise<void> {
  const best = sql`(select coalesce(max(${products.discountPercent}), 0) from ${products}
    where ${products.gameId} = ${gameId} and ${products.isActive})`;
  await tx.update(games).set({ discountPercent: best }).where(eq(games.id, gameId));
}
