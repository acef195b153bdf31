// A short fingerprint of how far an order's delivery got: its status, each line's status and what it holds
// (codes, keys, refusal, refund) and a gift's key. The page compares the fingerprint of a fresh answer with the
// one it was rendered from, so a line completed or refused while the order stays `sending` refreshes it too.
import type { OrderHistoryEntry } from "@/lib/api/types/order";

export function readOrderProgress(order: OrderHistoryEntry): string {
  const lines = order.orderProducts.map((line) => {
    const d = line.delivery;
    const parts = [
      line.id,
      line.status,
      line.codes?.length ?? 0,
      d?.items.length ?? 0,
      d?.detail ? 1 : 0,
      d?.incorrectDetails ? 1 : 0,
      d?.refund ? 1 : 0,
    ];
    return parts.join(":");
  });
  const gift = order.resourcetype === "RokkyOrder" ? (order.code ? "key" : "nokey") : "";
  return [order.status, gift, ...lines].join("|");
}
