// What a payment will charge, previewed on the payment page before the shopper presses "Оплатить". It repeats the
// server's computePaymentAmount (lib/server/payments/payment-amount.ts) step for step: BigInt kopecks, half-up
// rounding, the balance share first, then the percentage and fixed fees, then the country's rate (by the server's
// own convertFromRoubles). The server recomputes everything when the payment starts; a test keeps the two in
// agreement.
import type { Money } from "@/lib/api/types/common";
import { convertFromRoubles } from "./convert-from-roubles";

const MONEY = /^(\d+)(?:\.(\d{1,2}))?$/;

export type PaymentPreview = {
  /** The part of the total the signed-in owner's balance covers (kopecks). */
  balanceDebit: number;
  /** What is left after the balance, before fees (kopecks); the method's minimum applies to it. */
  rest: number;
  /** The percentage fee alone (kopecks). */
  percentFee: number;
  /** The fixed fee alone (kopecks; 0 when the balance covers everything). */
  fixFee: number;
  /** rest + fees, in roubles (kopecks). */
  amountRub: number;
  /** amountRub in the payment's currency, in its minor units; null when the rate is unusable. */
  amount: number | null;
};

function toBigKopecks(value: Money): bigint {
  const match = MONEY.exec(value.trim());
  if (!match) throw new TypeError(`Not a money amount: "${value}"`);
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

function toSafeNumber(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`Money amount out of range: ${value}`);
  return number;
}

/** amount × (100 + percent) / 100 for a two-decimal percent ("2.50"), rounded half up: the server's addPercent. */
function addPercent(kopecks: bigint, percent: Money): bigint {
  const basisPoints = toBigKopecks(percent);
  return (kopecks * (10_000n + basisPoints) + 5_000n) / 10_000n;
}

/**
 * `rate` is the country's roubles per unit of the payment currency, or null when paying in roubles (the server
 * uses no rate for RUB). `balance` is the signed-in owner's balance, or null for anyone else.
 */
export function previewPayment(input: {
  total: Money;
  balance: Money | null;
  fee: Money;
  fixFee: Money;
  rate: string | null;
}): PaymentPreview {
  const total = toBigKopecks(input.total);
  // A negative balance (never expected) covers nothing, as on the server.
  const balance =
    input.balance === null || input.balance.trim().startsWith("-") ? 0n : toBigKopecks(input.balance);
  const balanceDebit = balance > 0n ? (balance < total ? balance : total) : 0n;
  const rest = total - balanceDebit;
  const withPercent = rest === 0n ? 0n : addPercent(rest, input.fee);
  const fixFee = rest === 0n ? 0n : toBigKopecks(input.fixFee);
  const amountRub = withPercent + fixFee;
  const amount = input.rate === null ? amountRub : convertFromRoubles(amountRub, input.rate);
  return {
    balanceDebit: toSafeNumber(balanceDebit),
    rest: toSafeNumber(rest),
    percentFee: toSafeNumber(withPercent - rest),
    fixFee: toSafeNumber(fixFee),
    amountRub: toSafeNumber(amountRub),
    amount: amount === null ? null : toSafeNumber(amount),
  };
}
