// An order as the console lists it: the orders row with its game and gift, in the wire's shape (camelCase here).
import type { games, gifts, orders } from "../../db/schema";

export type AdminOrderRow = {
  order: typeof orders.$inferSelect;
  game: Pick<typeof games.$inferSelect, "id" | "title"> | null;
  gift: Pick<typeof gifts.$inferSelect, "id" | "title"> | null;
};

export function toAdminOrder({ order, game, gift }: AdminOrderRow) {
  return {
    id: order.id,
    hash: order.hash,
    kind: order.kind,
    status: order.status,
    email: order.email,
    userId: order.userId,
    game,
    gift,
    total: order.total,
    totalToPay: order.totalToPay,
    paymentMethod: order.paymentMethod,
    playerId: order.gameAccountId ?? order.steamAccountId ?? order.supplyUserId,
    created: order.created.toISOString(),
    updated: order.updated.toISOString(),
  };
}
