// formatPrice writes money by hand (no Intl in the browser's first load: issue 26). What it writes must be, letter for
// letter, what Intl.NumberFormat writes for ru-RU, which the storefront showed before and which shoppers know.
import { formatPrice, formatPriceKopecks } from "@/lib/money/format-price";

/** The former implementation: Intl's ru-RU currency format, kopecks only when there are some. */
function intlPrice(amount: string, currency: string): string {
  const isWhole = /^0*$/.test(amount.split(".")[1] ?? "");
  const digits = isWhole ? 0 : 2;
  let format: Intl.NumberFormat;
  let suffix = "";
  try {
    format = new Intl.NumberFormat("ru-RU", {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  } catch {
    format = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: digits, maximumFractionDigits: digits });
    suffix = `\u00a0${currency}`;
  }
  return format.format(amount as Intl.StringNumericLiteral) + suffix;
}

const AMOUNTS = [
  "0",
  "0.00",
  "-0",
  "5",
  "0.05",
  "0.5",
  "9.99",
  "149.00",
  "149.5",
  "999",
  "1000",
  "1249.00",
  "2100.23",
  "-5.05",
  "12345.6",
  "100000",
  "1234567.89",
  "-1234567.50",
  "007.10",
  "123456789012345678901",
];

describe("formatPrice", () => {
  it("writes what Intl writes for ru-RU, for every currency Intl knows and a few it does not", () => {
    const currencies = [...Intl.supportedValuesOf("currency"), "rub", "usd", "XYZ", "KZ", "РУБ", ""];
    const differ: string[] = [];
    for (const currency of currencies) {
      for (const amount of AMOUNTS) {
        const ours = formatPrice(amount, currency);
        const intl = intlPrice(amount, currency);
        if (ours !== intl)
          differ.push(`${amount} ${currency}: ${JSON.stringify(ours)} vs Intl ${JSON.stringify(intl)}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("writes roubles with no-break spaces and a decimal comma", () => {
    expect(formatPrice("1499.00")).toBe("1\u00a0499\u00a0₽");
    expect(formatPrice("149.5")).toBe("149,50\u00a0₽");
    expect(formatPrice(" 2100.23 ")).toBe("2\u00a0100,23\u00a0₽");
    expect(formatPrice("1126.60", "KZT")).toBe("1\u00a0126,60\u00a0KZT");
    expect(formatPriceKopecks(124900)).toBe("1\u00a0249\u00a0₽");
    expect(formatPriceKopecks(-505)).toBe("-5,05\u00a0₽");
  });

  it("shows what is not an amount as it came", () => {
    for (const odd of ["abc", "1.234", "", "1e5", "1,50", "NaN"]) expect(formatPrice(odd)).toBe(odd.trim());
    expect(() => formatPriceKopecks(1.5)).toThrow(TypeError);
  });
});
