// Money arrives as decimal strings ("149.00"); Intl formats the string itself, so no float ever rounds it.
/** A decimal money string as the API sends it ("149.00", "-5.5"). */
export const MONEY_AMOUNT = /^-?\d+(\.\d{1,2})?$/;

const whole = new Intl.NumberFormat("ru-RU", {
  style: "currency",
  currency: "RUB",
  maximumFractionDigits: 0,
});
const exact = new Intl.NumberFormat("ru-RU", {
  style: "currency",
  currency: "RUB",
  minimumFractionDigits: 2,
});

/** "1499.00" -> "1 499 ₽", "149.50" -> "149,50 ₽" (Russian grouping and comma; kopecks only when present). */
export function formatPrice(amount: string): string {
  const value = amount.trim();
  if (!MONEY_AMOUNT.test(value)) return value;
  const [, fraction = ""] = value.split(".");
  const isWhole = /^0*$/.test(fraction);
  return (isWhole ? whole : exact).format(value as Intl.StringNumericLiteral);
}
