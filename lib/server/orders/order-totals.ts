// An order's totals from its subtotal (the sum of its lines, or the gift's price) and its promo code's percent.
import { applyPercentOff, formatKopecks } from "@/lib/money/kopecks";

export function orderTotals(subtotal: bigint, percent: number | null) {
  const total = percent === null ? subtotal : applyPercentOff(subtotal, percent);
  return {
    totalWithoutPromocode: formatKopecks(subtotal),
    total: formatKopecks(total),
    // The balance is taken off when the payment starts; until then the whole total is to pay.
    totalToPay: formatKopecks(total),
  };
}
