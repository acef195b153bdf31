// Money of orders in integer kopecks (BigInt): prices come from the database as numeric strings ("149.00")
// and leave as decimal strings; no amount ever passes through a JavaScript float.
import { toKopecks } from "@/lib/money/kopecks";

export { formatKopecks, toKopecks } from "@/lib/money/kopecks";

/** amount × (100 − percent) / 100, rounded half up to a whole kopeck. */
export function applyPercentOff(kopecks: bigint, percent: number): bigint {
  return (kopecks * BigInt(100 - percent) + 50n) / 100n;
}

/** amount × (100 + percent) / 100 for a percent with two decimals ("8.00", "7.25"), rounded half up. */
export function addPercent(kopecks: bigint, percent: string): bigint {
  const basisPoints = toKopecks(percent);
  return (kopecks * (10_000n + basisPoints) + 5_000n) / 10_000n;
}

/** The price a line is charged at: the discount price when one is set and lower (a higher one is a data slip). */
export function unitPriceOf(p: { price: string; discountPrice: string | null }): bigint {
  const price = toKopecks(p.price);
  if (p.discountPrice === null) return price;
  const discounted = toKopecks(p.discountPrice);
  return discounted < price ? discounted : price;
}
