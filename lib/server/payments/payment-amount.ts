// What a payment charges, in integer kopecks (BigInt) and half-up rounding throughout: the order's total minus
// the balance share, plus the method's percentage and fixed fees, converted into the payment's currency by the
// country's rate (roubles per one unit of that currency). No amount ever passes through a JavaScript float.
import { convertFromRoubles } from "@/lib/money/convert-from-roubles";
import { addPercent, toKopecks } from "@/lib/money/kopecks";

/** Roubles (kopecks) -> the payment currency's minor units at `rate`, half up; a rate it cannot use throws. */
function toPaymentCurrency(kopecks: bigint, rate: string): bigint {
  const amount = convertFromRoubles(kopecks, rate);
  if (amount === null) throw new Error(`Bad exchange rate: ${rate}`);
  return amount;
}

export type PaymentAmount = {
  /** The balance share debited when the payment is confirmed. */
  balanceDebit: bigint;
  /** What the provider charges, in roubles: the rest after the balance, plus fees (0 when the balance covers all). */
  amountRub: bigint;
  /** amountRub in the payment's currency. */
  amount: bigint;
  /** The rest after the balance, before fees (checked against the method's minimum). */
  rest: bigint;
};

export function computePaymentAmount(input: {
  total: string;
  balance: bigint;
  fee: string;
  fixFee: string;
  rate: string | null;
}): PaymentAmount {
  const total = toKopecks(input.total);
  const balanceDebit = input.balance > 0n ? (input.balance < total ? input.balance : total) : 0n;
  const rest = total - balanceDebit;
  const amountRub = rest === 0n ? 0n : addPercent(rest, input.fee) + toKopecks(input.fixFee);
  const amount = input.rate === null ? amountRub : toPaymentCurrency(amountRub, input.rate);
  return { balanceDebit, amountRub, amount, rest };
}
