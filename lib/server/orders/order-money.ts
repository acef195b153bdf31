// Money of orders in integer kopecks (BigInt): prices come from the database as numeric strings ("149.00")
// and leave as decimal strings; no amount ever passes through a JavaScript float.

/** "149.5", "149.50", "149" -> 14950n; anything else throws (database numerics always match). */
export function toKopecks(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`Bad money amount: ${amount}`);
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

export function formatKopecks(kopecks: bigint): string {
  if (kopecks < 0n) throw new Error("Negative money amount");
  return `${kopecks / 100n}.${(kopecks % 100n).toString().padStart(2, "0")}`;
}

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
