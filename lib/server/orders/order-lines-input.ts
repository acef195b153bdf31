// Checks the lines of an order against the catalogue: every product exists, is active, belongs to one active
// game of the order's kind, appears once, and its quantity is within the product's min and max. Prices are
// taken from the database (the discount price when set); nothing the client sent about money is used. PUBG UC
// is delivered from the store's own codes, so a PUBG line may not ask for more codes than are in stock.
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerHandle } from "../db/prepared-per-handle";
import { games, products } from "../db/schema";
import type { GameKind } from "../catalog/resource-types";
import { pubgStockOf } from "../fulfilment/take-pubg-codes";
import { validationError } from "../errors/domain-error";
import { listFieldError } from "./order-input-errors";
import { formatKopecks, unitPriceOf } from "@/lib/money/kopecks";

export type GameRow = typeof games.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type LineRequest = { productId: number; quantity: number };
export type ResolvedLine = { product: ProductRow; quantity: number; unitPrice: bigint };
type ItemErrors = Record<string, string[]> | undefined;

const notExists = (id: number) => `Недопустимый первичный ключ "${id}" - объект не существует.`;

/**
 * Refuses lines asking for more codes than the stock holds, in one message per product. Unpaid orders do not
 * hold codes: two orders may race for the last ones, and the one delivered second is refunded.
 */
function checkPubgStock(lines: ResolvedLine[], stock: Map<number, number>) {
  const short = lines.flatMap(({ product, quantity }) => {
    const left = stock.get(product.id) ?? 0;
    if (quantity <= left) return [];
    return left === 0
      ? [`«${product.title}» нет в наличии.`]
      : [`Недостаточно кодов «${product.title}»: в наличии ${left}.`];
  });
  if (short.length) throw validationError({ products: short });
}

/** The products' read for each stock kind: prepared statements per database handle (part of every order's creation). */
const productStatementsOf = preparedPerHandle((db) => {
  const productRows = (withPubgStock: boolean) =>
    db
      .select({
        product: products,
        game: games,
        // PUBG UC comes from the store's own codes: their stock is read with the products
        stock: withPubgStock ? pubgStockOf(products.id) : sql<number>`0`,
      })
      .from(products)
      .innerJoin(games, eq(games.id, products.gameId))
      .where(sql`${products.id} = any(${sql.placeholder("ids")}::int[])`)
      .prepare(withPubgStock ? "order_products_with_pubg_stock" : "order_products");
  return { pubg: productRows(true), other: productRows(false) };
});

const productRowsOf = (db: Db, kind: GameKind, ids: number[]) =>
  productStatementsOf(db)[kind === "pubg" ? "pubg" : "other"].execute({ ids });

/** Per-item checks; `preset` carries errors found earlier (e.g. an unknown line id in an update). */
export async function resolveOrderLines(
  db: Db,
  kind: GameKind,
  requests: (LineRequest | null)[],
  options: { gameId?: number | null; preset?: ItemErrors[] } = {},
): Promise<{ game: GameRow; lines: ResolvedLine[]; subtotal: bigint }> {
  const errors: ItemErrors[] = requests.map((_, i) => options.preset?.[i]);
  const ids = [...new Set(requests.flatMap((r) => (r ? [r.productId] : [])))];
  const rows = ids.length ? await productRowsOf(db, kind, ids) : [];
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  let expectedGameId = options.gameId ?? undefined;
  let game: GameRow | undefined;
  const seen = new Set<number>();
  const lines: ResolvedLine[] = [];

  requests.forEach((request, i) => {
    if (!request || errors[i]) return;
    const fail = (field: string, message: string) => (errors[i] = { [field]: [message] });
    const row = byId.get(request.productId);
    if (!row) return fail("product_id", notExists(request.productId));
    if (seen.has(request.productId)) return fail("product_id", "Этот товар уже есть в заказе.");
    seen.add(request.productId);
    if (row.game.kind !== kind) return fail("product_id", "Этот товар нельзя купить в заказе такого вида.");
    expectedGameId ??= row.game.id;
    if (row.game.id !== expectedGameId)
      return fail("product_id", "Все товары заказа должны быть из одной игры.");
    if (!row.game.isActive) return fail("product_id", "Игра сейчас недоступна для покупки.");
    if (!row.product.isActive) return fail("product_id", "Товар недоступен для покупки.");
    const { minQuantity: min, maxQuantity: max } = row.product;
    if (request.quantity < min || request.quantity > max) {
      return fail("quantity", `Количество этого товара должно быть от ${min} до ${max}.`);
    }
    game = row.game;
    lines.push({ product: row.product, quantity: request.quantity, unitPrice: unitPriceOf(row.product) });
  });

  if (errors.some(Boolean) || !game) throw listFieldError("products", errors);
  if (kind === "pubg") checkPubgStock(lines, new Map(rows.map((r) => [r.product.id, Number(r.stock)])));
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * BigInt(l.quantity), 0n);
  return { game, lines, subtotal };
}

/**
 * Columns of an order line for a resolved line (PUBG lines carry the UC they deliver). `orderId` may be an SQL
 * expression: the order inserted by the same statement.
 */
export const lineValues = (orderId: number | SQL, l: ResolvedLine) => ({
  orderId,
  productId: l.product.id,
  quantity: l.quantity,
  price: formatKopecks(l.unitPrice),
  amountUc: l.product.amountUc === null ? null : l.product.amountUc * l.quantity,
});
