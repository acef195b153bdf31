// PATCH /api/admin/products/{id}/: the product row locked, the change checked as a whole by the product rules that
// creation uses (a discount below the price, min <= max), written with its discount percent and its game's, audited
// before/after in the same transaction; then every instance's catalogue cache is dropped so the storefront shows it
// at once.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { updateAdminProduct } from "@/lib/schemas/admin/products";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { toProduct } from "./games";
import { getDb, type Db } from "../db/client";
import { games, products } from "../db/schema";
import { notFound } from "../errors/domain-error";
import { checkProductValues, refreshGameDiscount } from "./product-rules";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ROW_LOCK } from "../db/row-lock";

/** The PATCH body as its schema puts it out: every field optional, a missing one left as it is. */
export type ProductChange = z.output<NonNullable<(typeof updateAdminProduct)["body"]>>;

const snapshot = (p: typeof products.$inferSelect) => ({
  title: p.title,
  price: p.price,
  discount_price: p.discountPrice,
  min_quantity: p.minQuantity,
  max_quantity: p.maxQuantity,
  is_active: p.isActive,
  low_stock_threshold: p.lowStockThreshold,
});

export async function updateProduct(id: number, change: ProductChange, actor: AuditActor) {
  const db = await getDb();
  const result = await db.transaction(async (tx: Db) => {
    const [row] = await tx
      .select({ product: products, kind: games.kind })
      .from(products)
      .innerJoin(games, eq(games.id, products.gameId))
      .where(eq(products.id, id))
      .for(ROW_LOCK, { of: products });
    if (!row) throw notFound("Товар не найден.");
    const before = row.product;
    const next = {
      title: change.title ?? before.title,
      price: change.price ?? before.price,
      discountPrice: change.discount_price === undefined ? before.discountPrice : change.discount_price,
      minQuantity: change.min_quantity ?? before.minQuantity,
      maxQuantity: change.max_quantity ?? before.maxQuantity,
      isActive: change.is_active ?? before.isActive,
      lowStockThreshold: change.low_stock_threshold ?? before.lowStockThreshold,
    };
    const percent = checkProductValues(next);
    const [updated] = await tx
      .update(products)
      .set({ ...next, discountPercent: percent })
      .where(eq(products.id, id))
      .returning();
    await refreshGameDiscount(tx, before.gameId);
    await recordAudit(tx, actor, {
      action: "product.update",
      targetType: "product",
      targetId: id,
      before: snapshot(before),
      after: snapshot(updated),
    });
    return { ...toProduct(row.kind, updated), lowStockThreshold: updated.lowStockThreshold };
  });
  invalidateTags(cacheTags.product(id), cacheTags.products);
  return result;
}
