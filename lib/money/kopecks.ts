// The store's one money module (lib/money): decimal money strings ("149.00", as the database's numerics and the API
// carry them) to integer kopecks and back, so that no amount ever passes through a JavaScript float. BigInt kopecks
// for the order services, the ledger and the seed (toKopecks, formatKopecks and the percent arithmetic); safe-integer
// kopecks for the browser's previews (kopecksOf, fromKopecks), which the server recomputes and never trusts.
import type { Money } from "@/lib/api/types/common";

/** "149.5", "149.50", "149" -> 14950n; anything else (a sign, grouping, three decimals) throws. */
export function toKopecks(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`Bad money amount: ${amount}`);
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? "").padEnd(2, "0"));
}

/** 14950n -> "149.50"; a negative amount throws. */
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

const MONEY_PATTERN = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;

/** "149.50" -> 14950 by parsing the digits, never through a float. */
export function kopecksOf(value: Money | number): number {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) throw new TypeError(`Not a money amount: "${text}"`);
  const [, minus, rubles, fraction = ""] = match;
  const kopecks = Number(rubles) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(kopecks)) throw new RangeError(`Money amount out of range: "${text}"`);
  return minus && kopecks !== 0 ? -kopecks : kopecks;
}

/** 14950 -> "149.50", the wire form. */
export function fromKopecks(kopecks: number): Money {
  if (!Number.isSafeInteger(kopecks)) throw new TypeError(`Kopecks must be an integer: ${kopecks}`);
  const abs = Math.abs(kopecks);
  const sign = kopecks < 0 ? "-" : "";
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
