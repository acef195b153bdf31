// What a refund gives back is a share of what was really taken for the order: the balance share plus what the
// payment method charged in roubles (its fee included), as the order's payment row records them. A failed line
// gets its share of that whole capture, so a shopper whose order the store cannot fill gets every kopeck back.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { payments } from "../db/schema";
import { toKopecks } from "@/lib/money/kopecks";

type OrderRow = { id: number; total: string; paymentId: string | null };

/**
 * Splits `total` kopecks over the lines by their weights (each line's price x quantity), to the kopeck, by the
 * largest-remainder rule: each line first gets floor(total x weight / sum of weights); the kopecks this leaves
 * (fewer than the number of lines) go one each to the lines with the largest remainders, the earlier line first
 * on a tie. The shares always sum exactly to `total` and depend only on the weights, never on which lines were
 * refunded before, so refunding every line one by one gives back exactly what was captured. Weights that are all
 * zero count as equal.
 */
export function allocateKopecks(total: bigint, weights: readonly bigint[]): bigint[] {
  if (!weights.length) return [];
  if (total < 0n || weights.some((w) => w < 0n))
    throw new Error("allocateKopecks: negative amount or weight");
  const w = weights.every((x) => x === 0n) ? weights.map(() => 1n) : [...weights];
  const sum = w.reduce((a, b) => a + b, 0n);
  const shares = w.map((x) => (total * x) / sum);
  let left = total - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = w
    .map((x, i) => ({ i, rem: (total * x) % sum }))
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares;
}

/** The order's succeeded payment (the one the order names, when several succeeded) or null. */
export async function paymentOfOrder(tx: Db, order: OrderRow) {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, "succeeded")))
    .orderBy(payments.id);
  return rows.find((p) => p.providerPaymentId === order.paymentId) ?? rows[0] ?? null;
}

/**
 * Kopecks taken for the order: the payment's balance share plus what its method charged in roubles (fee
 * included). An order without a succeeded payment row (made by hand) counts its total.
 */
export function capturedOf(
  order: OrderRow,
  payment: { balanceDebit: string; amountRub: string } | null,
): bigint {
  return payment ? toKopecks(payment.balanceDebit) + toKopecks(payment.amountRub) : toKopecks(order.total);
}
