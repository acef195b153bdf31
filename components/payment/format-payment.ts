// Amounts and fees of the payment page: roubles through formatRub, other currencies through Intl with the
// decimal string itself (never a float), fees as Russian percentages.
import { formatRub, fromKopecks } from "@/lib/api/money";
import type { Money } from "@/lib/api/types/common";

/** Minor units of a currency (kopecks, tiyn...) -> "1 234,56 ₸"; roubles as formatRub writes them. */
export function formatAmount(minorUnits: number, currency: string): string {
  if (currency === "RUB") return formatRub(minorUnits);
  return formatDecimal(fromKopecks(minorUnits), currency);
}

/** A decimal string in a currency ("149.50", "KZT") -> "149,50 ₸". */
export function formatDecimal(amount: Money, currency: string): string {
  try {
    return new Intl.NumberFormat("ru-RU", {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
    }).format(amount as Intl.StringNumericLiteral);
  } catch {
    // An unknown currency code: still readable.
    return `${amount.replace(".", ",")}\u00a0${currency}`;
  }
}

/** "2.50" -> "2,5", "0.70" -> "0,7", "6.00" -> "6". */
export function formatPercent(value: string): string {
  const [whole, fraction = ""] = value.trim().split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole},${trimmed}` : whole;
}

/** A rate such as "0.158000" -> "0,158". */
export const formatRate = formatPercent;

export const isZeroMoney = (value: string) => /^0+(\.0+)?$/.test(value.trim());
