// Money helpers for the seed: amounts are decimal strings ("149.00") and all arithmetic is in integer kopecks.
import { toKopecks } from "../../../money/kopecks";

/** `percent` per cent of an amount, rounded half up to a whole kopeck. */
export function percentOf(kopecks: bigint, percent: number): bigint {
  return (kopecks * BigInt(percent) + 50n) / 100n;
}

/** The discount a shop would print on a price tag: whole per cent, rounded half up. */
export function discountPercent(price: string, discountPrice: string): number {
  const full = toKopecks(price);
  const off = full - toKopecks(discountPrice);
  return Number((off * 100n + full / 2n) / full);
}
