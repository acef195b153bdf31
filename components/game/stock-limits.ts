// PUBG UC is sold from the store's codes: a product's order may not take more than the stock, and a product
// whose stock cannot cover even its minimum is out of stock (still shown, not orderable).
import type { QuantityLimits } from "./clamp-quantity";

type Stocked = QuantityLimits & { inStock?: number | null };

export function isSoldOut({ inStock, minQuantity }: Stocked): boolean {
  return typeof inStock === "number" && inStock < Math.max(1, minQuantity);
}

/** The product's limits with the maximum capped at the stock (unchanged for products without a stock). */
export function stockLimits(product: Stocked): QuantityLimits {
  const { minQuantity, maxQuantity, inStock } = product;
  return {
    minQuantity,
    maxQuantity: typeof inStock === "number" ? Math.min(maxQuantity, inStock) : maxQuantity,
  };
}
