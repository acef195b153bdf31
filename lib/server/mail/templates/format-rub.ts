// Money in e-mails: decimal strings ("1499.00") formatted by Intl from the string itself, so no float rounds it.
const MONEY = /^-?\d+(\.\d{1,2})?$/;

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

/** "1499.00" -> "1 499 ₽", "149.50" -> "149,50 ₽"; anything that is not an amount is refused. */
export function formatRub(amount: string): string {
  const value = amount.trim();
  if (!MONEY.test(value)) throw new TypeError(`Not a money amount: "${amount}"`);
  const fraction = value.split(".")[1] ?? "";
  return (/^0*$/.test(fraction) ? whole : exact).format(value as Intl.StringNumericLiteral);
}
