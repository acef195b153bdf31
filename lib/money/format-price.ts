// The one way the storefront shows money: Russian grouping, a decimal comma, kopecks only when there are some,
// the currency's sign ("1 249 ₽", "2 100,23 ₽"), with the non-breaking spaces Russian typography wants, so a price
// never breaks across lines. Money arrives as decimal strings ("149.00") or integer kopecks and is written from its
// digits, so no float ever rounds it.
//
// Written by hand rather than with Intl.NumberFormat, to the letter of what Intl writes for ru-RU (the tests compare
// both for every currency Intl knows): a browser's first Intl.NumberFormat costs 45-65 ms of main thread on the
// development machine (loading ICU's locale data; 4x that on Lighthouse's phone), paid during hydration on every page
// that shows a price in a client component (issue 26). The server and the browser now write the same bytes whatever
// ICU each one carries, so a price can never be a hydration mismatch.
/** A decimal money string as the API sends it ("149.00", "-5.5"). */
export const MONEY_AMOUNT = /^-?\d+(\.\d{1,2})?$/;

/** The space between groups of digits and before the sign, as Intl writes it for ru-RU: no-break space. */
const SPACE = "\u00a0";

/** Intl's ru-RU sign for each currency that has one (CLDR); every other ISO code is written as it is. */
const CURRENCY_SIGNS: Readonly<Record<string, string>> = {
  AUD: "A$",
  BRL: "R$",
  CAD: "CA$",
  CNY: "CN¥",
  EUR: "€",
  GBP: "£",
  HKD: "HK$",
  ILS: "₪",
  INR: "₹",
  JPY: "¥",
  KRW: "₩",
  MXN: "MX$",
  NZD: "NZ$",
  RUB: "₽",
  THB: "฿",
  TMT: "ТМТ",
  TWD: "NT$",
  UAH: "₴",
  USD: "$",
  VND: "₫",
  XAF: "FCFA",
  XCD: "EC$",
  XCG: "Cg",
  XOF: "F\u202fCFA",
  XPF: "CFPF",
};

/** What follows the number: the currency's sign, an ISO code in capitals, or what came when it is not a code. */
function currencySign(currency: string): string {
  if (!/^[A-Za-z]{3}$/.test(currency)) return currency;
  const code = currency.toUpperCase();
  return CURRENCY_SIGNS[code] ?? code;
}

/** Whole digits (no sign) in groups of three, no leading zeros: "0001234" -> "1 234". */
function groupDigits(digits: string): string {
  const whole = digits.replace(/^0+(?=\d)/, "");
  const head = whole.length % 3 || 3;
  let out = whole.slice(0, head);
  for (let i = head; i < whole.length; i += 3) out += SPACE + whole.slice(i, i + 3);
  return out;
}

/**
 * A decimal amount in a currency (roubles unless told): "1499.00" -> "1 499 ₽", "149.5" -> "149,50 ₽",
 * "1126.60", "KZT" -> "1 126,60 KZT". What is not an amount is shown as it came.
 */
export function formatPrice(amount: string, currency = "RUB"): string {
  const value = amount.trim();
  if (!MONEY_AMOUNT.test(value)) return value;
  const negative = value.startsWith("-");
  const [whole, fraction = ""] = (negative ? value.slice(1) : value).split(".");
  const kopecks = /^0*$/.test(fraction) ? "" : `,${fraction.padEnd(2, "0")}`;
  return `${negative ? "-" : ""}${groupDigits(whole)}${kopecks}${SPACE}${currencySign(currency)}`;
}

/** Integer minor units (kopecks, tiyn...) as formatPrice writes them: 124900 -> "1 249 ₽", 210023 -> "2 100,23 ₽". */
export function formatPriceKopecks(minorUnits: number, currency = "RUB"): string {
  if (!Number.isSafeInteger(minorUnits)) throw new TypeError(`Kopecks must be an integer: ${minorUnits}`);
  const abs = Math.abs(minorUnits);
  const sign = minorUnits < 0 ? "-" : "";
  return formatPrice(`${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`, currency);
}
