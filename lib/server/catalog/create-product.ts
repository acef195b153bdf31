// POST /api/admin/products/: a new product of a game, checked by the product rules and its game's kind (PUBG says
// its UC, Standoff its gold, no other kind has either), written with its discount percent, its game's badge and
// the audit entry in one transaction (the game row locked); then every instance's catalogue cache is dropped so
// the storefront shows it at once.
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { productCreateBodySchema } from "@/lib/schemas/admin/product-create";
import { cacheTags } from "../cache/cache-tags";
import { invalidateTags } from "../cache/invalidate-tags";
import { toProduct } from "./games";
import { getDb, type Db } from "../db/client";
import { games, products } from "../db/schema";
import { fieldError, validationError } from "../errors/domain-error";
import { checkProductValues, refreshGameDiscount } from "./product-rules";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { ROW_LOCK } from "../db/row-lock";

type NewProduct = z.output<typeof productCreateBodySchema>;

/** The kind's own amount: required where the kind delivers it, refused elsewhere. */
function kindAmounts(kind: string, body: NewProduct) {
  const errors: Record<string, string[]> = {};
  const own = { pubg: "amount_uc", standoff: "gold" }[kind];
  for (const field of ["amount_uc", "gold"] as const) {
    if (field === own && body[field] === undefined) errors[field] = ["Обязательное поле."];
    if (field !== own && body[field] !== undefined)
      errors[field] = ["Это поле не относится к играм этого типа."];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return { amountUc: body.amount_uc ?? null, gold: body.gold ?? null };
}

export async function createProduct(body: NewProduct, actor: AuditActor) {
  const db = await getDb();
  const result = await db.transaction(async (tx: Db) => {
    const [game] = await tx.select().from(games).where(eq(games.id, body.game_id)).for(ROW_LOCK);
    if (!game) throw fieldError("game_id", "Игра не найдена.");
    const values = {
      title: body.title,
      price: body.price,
      discountPrice: body.discount_price ?? null,
      minQuantity: body.min_quantity ?? 1,
      maxQuantity: body.max_quantity ?? 100,
    };
    const percent = checkProductValues(values);
    const [created] = await tx
      .insert(products)
      .values({
        ...values,
        ...kindAmounts(game.kind, body),
        gameId: game.id,
        isActive: body.is_active ?? true,
        discountPercent: percent,
        position: body.position ?? 0,
      })
      .returning();
    await refreshGameDiscount(tx, game.id);
    const product = toProduct(game.kind, created);
    await recordAudit(tx, actor, {
      action: "product.create",
      targetType: "product",
      targetId: created.id,
      after: {
        game_id: game.id,
        title: created.title,
        price: created.price,
        discount_price: created.discountPrice,
        min_quantity: created.minQuantity,
        max_quantity: created.maxQuantity,
        is_active: created.isActive,
        amount_uc: created.amountUc,
        gold: created.gold,
        position: created.position,
      },
    });
    return product;
  });
  invalidateTags(cacheTags.products, cacheTags.game(body.game_id));
  return result;
}
