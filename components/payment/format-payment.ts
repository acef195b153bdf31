// Fees and rates of the payment page as Russian numbers; amounts go through lib/money/format-price.
/** "2.50" -> "2,5", "0.70" -> "0,7", "6.00" -> "6". */
export function formatPercent(value: string): string {
  const [whole, fraction = ""] = value.trim().split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole},${trimmed}` : whole;
}

/** A rate such as "0.158000" -> "0,158". */
export const formatRate = formatPercent;

export const isZeroMoney = (value: string) => /^0+(\.0+)?$/.test(value.trim());
