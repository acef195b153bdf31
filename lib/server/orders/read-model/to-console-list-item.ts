// The console-list projection: an order as the console lists it (GET /api/admin/orders/ and the export), and as
// its own page opens.
import type { OrderReadRow } from "./select-order-rows";

export function toConsoleListItem({ order, game, gift }: OrderReadRow) {
  return {
    id: order.id,
    hash: order.hash,
    kind: order.kind,
    status: order.status,
    email: order.email,
    userId: order.userId,
    game: game ? { id: game.id, title: game.title } : null,
    gift: gift ? { id: gift.id, title: gift.title } : null,
    total: order.total,
    totalToPay: order.totalToPay,
    paymentMethod: order.paymentMethod,
    playerId: order.gameAccountId ?? order.steamAccountId ?? order.supplyUserId,
    created: order.created.toISOString(),
    updated: order.updated.toISOString(),
  };
}
