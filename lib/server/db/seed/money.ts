// Money helpers for the seed: amounts are decimal strings ("149.00") and all arithmetic is in integer kopecks.
import { toKopecks } from "../../../money/kopecks";
/** The discount a shop would print on a price tag: whole per cent, rounded half up. */
export function discountPercent(price: string, discountPrice: string): number {
  const full = toKopecks(price);
  const off = full - toKopecks(discountPrice);
  return Number((off * 100n + full / 2n) / full);
}
