// A cart's total in kopecks (SPEC.md section 9), the browser's preview of what the server computes.
import type { Money } from "@/lib/api/types/common";
import { kopecksOf } from "./kopecks";

export type CartLine = { quantity: number; price: Money };

/**
 * Cart total in kopecks (SPEC.md section 9): the sum of quantity x price minus the discount,
 * and 0 when the discount exceeds the sum. The discount is a wire amount or kopecks.
 */
export function calculateCartTotal(lines: readonly CartLine[], discount: Money | number = 0): number {
  const sum = lines.reduce((total, line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
      throw new RangeError(`Bad quantity: ${line.quantity}`);
    return total + line.quantity * kopecksOf(line.price);
  }, 0);
  const off = typeof discount === "number" ? discount : kopecksOf(discount);
  if (!Number.isSafeInteger(off)) throw new TypeError(`Discount must be whole kopecks: ${discount}`);
  return off > sum ? 0 : sum - off;
}
