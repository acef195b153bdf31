// What a payment charges, in integer kopecks (BigInt) and half-up rounding throughout: the order's total minus
// the balance share, plus the method's percentage and fixed fees, converted into the payment's currency by the
// country's rate (roubles per one unit of that currency). No amount ever passes through a JavaScript float.
import { addPercent, toKopecks } from "../orders/order-money";

/** "0.158000" -> 158000n millionths; numeric(14,6) values from the database always match. */
export function toMicros(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate);
  if (!match) throw new Error(`Bad rate: ${rate}`);
  return BigInt(match[1]) * 1_000_000n + BigInt((match[2] ?? "").padEnd(6, "0"));
}

/** Roubles (kopecks) -> units of a currency whose unit costs `rate` roubles, in its minor units, half up. */
export function convertFromRoubles(kopecks: bigint, rate: string): bigint {
  const micros = toMicros(rate);
  if (micros <= 0n) throw new Error("Non-positive exchange rate");
  return (kopecks * 1_000_000n + micros / 2n) / micros;
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
  const amount = input.rate === null ? amountRub : convertFromRoubles(amountRub, input.rate);
  return { balanceDebit, amountRub, amount, rest };
}
