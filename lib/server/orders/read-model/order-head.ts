// The fields every shopper-facing projection of an order (draft, history entry, details) opens with, in that order.
import type { orders } from "../../db/schema";

export function orderHead(order: typeof orders.$inferSelect) {
  return {
    id: order.id,
    hash: order.hash,
    status: order.status,
    created: order.created.toISOString(),
    total: order.total,
  };
}
