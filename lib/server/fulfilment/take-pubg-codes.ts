// PUBG UC codes come from the store's own stock: a line takes `quantity` available codes of its product with
// FOR NO KEY UPDATE SKIP LOCKED (two deliveries never wait for, or take, the same code), in the transaction
// that completes the line, so a code is issued to exactly one line or to none.
import { and, asc, count, eq, inArray, sql, type AnyColumn } from "drizzle-orm";
import type { Db } from "../db/client";
import { pubgCodes } from "../db/schema";
import type { DeliveredItem } from "./provider";
import { ROW_LOCK } from "../db/row-lock";

export async function takePubgCodes(
  tx: Db,
  input: { productId: number; lineId: number; quantity: number; amountUc: number },
): Promise<DeliveredItem[] | null> {
  const taken = await tx
    .select({ id: pubgCodes.id, code: pubgCodes.code })
    .from(pubgCodes)
    .where(and(eq(pubgCodes.productId, input.productId), eq(pubgCodes.status, "available")))
    .orderBy(asc(pubgCodes.id))
    .limit(input.quantity)
    .for(ROW_LOCK, { skipLocked: true });
  if (taken.length < input.quantity) return null;
  await tx
    .update(pubgCodes)
    .set({ status: "issued", orderLineId: input.lineId, issuedAt: new Date() })
    .where(
      inArray(
        pubgCodes.id,
        taken.map((c) => c.id),
      ),
    );
  return taken.map((c) => ({ code: c.code, amountUc: input.amountUc }));
}

/**
 * Codes a product has left to sell, as a column of a query that reads the product (`productId`: its id column),
 * so a checkout reads products and stock in one round trip.
 */
export const pubgStockOf = (productId: AnyColumn) =>
  sql<number>`(select count(*)::int from ${pubgCodes} where ${pubgCodes.productId} = ${productId} and ${pubgCodes.status} = 'available')`;

/** Codes a product has left to sell. */
export async function countPubgStock(db: Db, productIds: number[]): Promise<Map<number, number>> {
  const stock = new Map<number, number>();
  if (!productIds.length) return stock;
  const rows = await db
    .select({ productId: pubgCodes.productId, left: count() })
    .from(pubgCodes)
    .where(and(inArray(pubgCodes.productId, productIds), eq(pubgCodes.status, "available")))
    .groupBy(pubgCodes.productId);
  for (const r of rows) stock.set(r.productId, Number(r.left));
  return stock;
}
