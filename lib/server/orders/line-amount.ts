// What one order line costs the shopper before the promo code. A line is charged its unit price × quantity, except a
// Steam top-up's one line: its unit price (per credited rouble, commission included) is rounded to the kopeck, but
// the order is charged the commission on the whole amount (steam-order.ts), so the line costs the order's goods total.
import { toKopecks } from "@/lib/money/kopecks";

type Line = { price: string; quantity: number };
type Order = { kind: string; totalWithoutPromocode: string };

export function lineAmountKopecks(line: Line, order: Order): bigint {
  if (order.kind === "steam") return toKopecks(order.totalWithoutPromocode);
  return toKopecks(line.price) * BigInt(line.quantity);
}
