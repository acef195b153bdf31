// last_order_data: the account fields of the shopper's latest order of a kind (of a game for the supply
// channel), to prefill the form; every field null when there is none.
import { and, desc, eq, type SQL } from "drizzle-orm";
import { getDb } from "../../db/client";
import { orders } from "../../db/schema";

async function lastOrder(userId: number, where: SQL | undefined) {
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), where))
    .orderBy(desc(orders.created), desc(orders.id))
    .limit(1);
  return order ?? null;
}

export async function getStandoffLastOrderData(userId: number) {
  const o = await lastOrder(userId, eq(orders.kind, "standoff"));
  return {
    id: o?.id ?? null,
    gameAccountId: o?.gameAccountId ?? null,
    gameAvatar: o?.gameAvatar ?? null,
    email: o?.email ?? null,
  };
}

export async function getSteamLastOrderData(userId: number) {
  const o = await lastOrder(userId, eq(orders.kind, "steam"));
  return { id: o?.id ?? null, steamAccountId: o?.steamAccountId ?? null, email: o?.email ?? null };
}

export async function getSupplyLastOrderData(userId: number, gameId: number) {
  const o = await lastOrder(userId, and(eq(orders.kind, "supply"), eq(orders.gameId, gameId)));
  return {
    id: o?.id ?? null,
    moogoldUserId: o?.supplyUserId ?? null,
    moogoldServer: o?.supplyServer ?? null,
    moogoldServerCustomId: o?.supplyServerCustomId ?? null,
    email: o?.email ?? null,
  };
}
