// What the game page shows under the products (SPEC.md section 9): the cart total is the sum of quantity x
// price minus the discount (0 when the discount exceeds it), a Steam top-up adds the server's commission, and
// a signed-in shopper's balance lowers what is left to pay. Integer kopecks throughout; the server recomputes
// every amount when the order is created, so this is a preview that must agree with it, never a source of truth.
import { calculateCartTotal } from "@/lib/money/cart-total";
import { kopecksOf } from "@/lib/money/kopecks";
import type { Money } from "@/lib/api/types/common";

export type CartProduct = { id: number; price: Money; discountPrice: Money | null };

export type CartSummary = {
  /** Sum of quantity x full price. */
  subtotal: number;
  /** What the products' discount prices take off. */
  discount: number;
  /** Steam's commission on top (0 for other games). */
  commission: number;
  total: number;
  /** The part of the total the balance covers. */
  balanceUsed: number;
  toPay: number;
  /** Number of items, or 1 for a Steam top-up (SPEC.md section 9). */
  count: number;
};

/** kopecks x (100 + percent) / 100 for a two-decimal percent string ("8.00"), half up, as the server rounds. */
export function addPercentKopecks(kopecks: number, percent: Money): number {
  const basisPoints = kopecksOf(percent);
  return Math.floor((kopecks * (10_000 + basisPoints) + 5_000) / 10_000);
}

export function summarizeCart(input: {
  products: readonly CartProduct[];
  amounts: Readonly<Record<number, number>>;
  balance?: Money | null;
  /** Set for a Steam top-up: the commission percent from GET /api/orders/steam/settings/. */
  steamCommission?: Money | null;
}): CartSummary {
  const lines = input.products
    .map((product) => ({ ...product, quantity: input.amounts[product.id] ?? 0 }))
    .filter((line) => line.quantity > 0);
  let discount = 0;
  for (const line of lines) {
    const price = kopecksOf(line.price);
    const charged = line.discountPrice === null ? price : kopecksOf(line.discountPrice);
    discount += line.quantity * Math.max(0, price - charged);
  }
  const subtotal = calculateCartTotal(lines);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const isSteam = input.steamCommission != null;
  const net = calculateCartTotal(lines, discount);
  const total = isSteam ? addPercentKopecks(net, input.steamCommission!) : net;
  const balance = input.balance ? Math.max(0, kopecksOf(input.balance)) : 0;
  const balanceUsed = Math.min(balance, total);
  return {
    subtotal,
    discount,
    commission: total - net,
    total,
    balanceUsed,
    toPay: total - balanceUsed,
    count: isSteam ? (count > 0 ? 1 : 0) : count,
  };
}
