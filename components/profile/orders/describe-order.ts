// What an order is about, for its card and dialog: the game or gift title and picture, and its lines in short.
import type { OrderHistoryEntry } from "@/lib/api/types/order";

export function readOrderSubject(order: OrderHistoryEntry): { title: string | null; logo: string | null } {
  if (order.resourcetype === "RokkyOrder" && order.gift)
    return { title: order.gift.title, logo: order.gift.logo };
  return { title: order.game?.title ?? null, logo: order.game?.logo ?? null };
}

/** "660 UC, 60 UC × 2"; empty for gifts and Steam top-ups, whose amount says it all. */
export function summariseLines(order: OrderHistoryEntry): string {
  if (order.resourcetype === "SteamOrder") return "";
  return order.orderProducts
    .map((line) => (line.quantity > 1 ? `${line.product.title} × ${line.quantity}` : line.product.title))
    .join(", ");
}
