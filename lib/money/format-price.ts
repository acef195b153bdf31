// The one way the storefront shows money: Russian grouping, a decimal comma, kopecks only when there are some,
// the currency's sign ("1 249 ₽", "2 100,23 ₽"). Intl writes the non-breaking spaces Russian typography wants,
// so a price never breaks across lines. Money arrives as decimal strings ("149.00") or integer kopecks; Intl
// formats the decimal string itself, so no float ever rounds it.
/** A decimal money string as the API sends it ("149.00", "-5.5"). */
export const MONEY_AMOUNT = /^-?\d+(\.\d{1,2})?$/;

type Formatters = { whole: Intl.NumberFormat; exact: Intl.NumberFormat; suffix: string };

const formatters = new Map<string, Formatters>();

function makeFormatters(options: Intl.NumberFormatOptions, suffix: string): Formatters {
  return {
    whole: new Intl.NumberFormat("ru-RU", { ...options, minimumFractionDigits: 0, maximumFractionDigits: 0 }),
    exact: new Intl.NumberFormat("ru-RU", { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    suffix,
  };
}

/** Intl formatters for a currency code, made once; a code Intl refuses is written after the number. */
function formattersFor(currency: string): Formatters {
  let cached = formatters.get(currency);
  if (!cached) {
    try {
      cached = makeFormatters({ style: "currency", currency }, "");
    } catch {
      cached = makeFormatters({ style: "decimal" }, `\u00a0${currency}`);
    }
    formatters.set(currency, cached);
  }
  return cached;
}

/**
 * A decimal amount in a currency (roubles unless told): "1499.00" -> "1 499 ₽", "149.5" -> "149,50 ₽",
 * "1126.60", "KZT" -> "1 126,60 KZT". What is not an amount is shown as it came.
 */
export function formatPrice(amount: string, currency = "RUB"): string {
  const value = amount.trim();
  if (!MONEY_AMOUNT.test(value)) return value;
  const [, fraction = ""] = value.split(".");
  const isWhole = /^0*$/.test(fraction);
  const intl = formattersFor(currency);
  return (isWhole ? intl.whole : intl.exact).format(value as Intl.StringNumericLiteral) + intl.suffix;
}

/** Integer minor units (kopecks, tiyn...) as formatPrice writes them: 124900 -> "1 249 ₽", 210023 -> "2 100,23 ₽". */
export function formatPriceKopecks(minorUnits: number, currency = "RUB"): string {
  if (!Number.isSafeInteger(minorUnits)) throw new TypeError(`Kopecks must be an integer: ${minorUnits}`);
  const abs = Math.abs(minorUnits);
  const sign = minorUnits < 0 ? "-" : "";
  return formatPrice(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`, currency);
}
