// Money on the client: decimal strings from the server become integer kopecks before any arithmetic. Shown to
// people through lib/money/format-price, the one formatter.
import type { Money } from "./types/common";

const MONEY_PATTERN = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;

/** "149.50" -> 14950 by parsing the digits, never through a float. */
export function toKopecks(value: Money | number): number {
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

export type CartLine = { quantity: number; price: Money };

/**
 * Cart total in kopecks (SPEC.md section 9): the sum of quantity x price minus the discount,
 * and 0 when the discount exceeds the sum. The discount is a wire amount or kopecks.
 */
export function calculateCartTotal(lines: readonly CartLine[], discount: Money | number = 0): number {
  const sum = lines.reduce((total, line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
      throw new RangeError(`Bad quantity: ${line.quantity}`);
    return total + line.quantity * toKopecks(line.price);
  }, 0);
  const off = typeof discount === "number" ? discount : toKopecks(discount);
  if (!Number.isSafeInteger(off)) throw new TypeError(`Discount must be whole kopecks: ${discount}`);
  return off > sum ? 0 : sum - off;
}
