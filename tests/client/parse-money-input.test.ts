// The one reader of typed money: comma or dot decimals, spaces of any kind as grouping, and a refusal with a
// reason for anything else; whole-rouble amounts are checked against limits without being clamped.
import { formatMoneyInput, parseMoneyInput, parseRoublesInput } from "@/lib/money/parse-money-input";

const NBSP = "\u00a0";
const kopecks = (text: string) => parseMoneyInput(text);

describe("parseMoneyInput", () => {
  it("reads whole amounts, with or without grouping spaces", () => {
    expect(kopecks("500")).toEqual({ status: "amount", kopecks: 50_000 });
    expect(kopecks("20000")).toEqual({ status: "amount", kopecks: 2_000_000 });
    expect(kopecks("20 000")).toEqual({ status: "amount", kopecks: 2_000_000 });
    expect(kopecks(`20${NBSP}000`)).toEqual({ status: "amount", kopecks: 2_000_000 });
    expect(kopecks("1\u202f234\u2009567")).toEqual({ status: "amount", kopecks: 123_456_700 });
    expect(kopecks("  0500 ")).toEqual({ status: "amount", kopecks: 50_000 });
  });

  it("takes a comma or a dot as the decimal separator and never drops it", () => {
    expect(kopecks("150,5")).toEqual({ status: "amount", kopecks: 15_050 });
    expect(kopecks("150.5")).toEqual({ status: "amount", kopecks: 15_050 });
    expect(kopecks("150,05")).toEqual({ status: "amount", kopecks: 15_005 });
    expect(kopecks("0,29")).toEqual({ status: "amount", kopecks: 29 }); // 0.29 * 100 is not 29 in floats
    expect(kopecks(`1${NBSP}234,50`)).toEqual({ status: "amount", kopecks: 123_450 });
    // A separator typed and nothing after it yet.
    expect(kopecks("150,")).toEqual({ status: "amount", kopecks: 15_000 });
  });

  it("accepts the rouble sign copied along with a price", () => {
    expect(kopecks(`1${NBSP}500${NBSP}₽`)).toEqual({ status: "amount", kopecks: 150_000 });
    expect(kopecks("99,90₽")).toEqual({ status: "amount", kopecks: 9_990 });
  });

  it("says the field is empty when only spaces are typed", () => {
    expect(kopecks("")).toEqual({ status: "empty" });
    expect(kopecks(`  ${NBSP}`)).toEqual({ status: "empty" });
  });

  it("refuses what is not a number instead of keeping its digits", () => {
    for (const text of [
      "abc",
      "12a",
      "-100",
      "+100",
      "1e3",
      ",5",
      "1,2,3",
      "1.2.3",
      "1,5.0",
      "₽",
      "100 руб",
      "5 , 5 , 5",
    ])
      expect(kopecks(text)).toEqual({ status: "invalid" });
  });

  it("refuses a fraction of a kopeck, so '1.000' is not read as a thousand or as one", () => {
    expect(kopecks("150,555")).toEqual({ status: "subKopeck" });
    expect(kopecks("1.000")).toEqual({ status: "subKopeck" });
    expect(kopecks("1,000")).toEqual({ status: "subKopeck" });
  });

  it("refuses more digits than it can count exactly", () => {
    expect(kopecks("9".repeat(20))).toEqual({ status: "tooLarge" });
  });
});

describe("parseRoublesInput", () => {
  const limits = { min: 100, max: 15_000 };
  const read = (text: string) => parseRoublesInput(text, limits);

  it("takes a whole amount within the limits as it is", () => {
    expect(read("10 000")).toEqual({ status: "valid", roubles: 10_000 });
    expect(read("100")).toEqual({ status: "valid", roubles: 100 });
    expect(read("15 000")).toEqual({ status: "valid", roubles: 15_000 });
    expect(read("150,00")).toEqual({ status: "valid", roubles: 150 });
  });

  it("refuses kopecks instead of rounding them or dropping the comma", () => {
    expect(read("150,5")).toEqual({ status: "error", error: "fractional" });
    expect(read("150.50")).toEqual({ status: "error", error: "fractional" });
    expect(read("150,555")).toEqual({ status: "error", error: "fractional" });
  });

  it("reports an amount outside the limits instead of clamping it", () => {
    expect(read("99")).toEqual({ status: "error", error: "belowMin" });
    expect(read("0")).toEqual({ status: "error", error: "belowMin" });
    expect(read("20000")).toEqual({ status: "error", error: "aboveMax" });
    expect(read("20 000")).toEqual({ status: "error", error: "aboveMax" });
    expect(read("15 000,01")).toEqual({ status: "error", error: "fractional" });
    expect(read("9".repeat(20))).toEqual({ status: "error", error: "aboveMax" });
  });

  it("passes on an empty field and refuses what is not a number", () => {
    expect(read(" ")).toEqual({ status: "empty" });
    expect(read("пятьсот")).toEqual({ status: "error", error: "invalid" });
  });
});

describe("formatMoneyInput", () => {
  it("groups roubles with non-breaking spaces and shows kopecks only when there are some", () => {
    expect(formatMoneyInput(50_000)).toBe("500");
    expect(formatMoneyInput(2_000_000)).toBe(`20${NBSP}000`);
    expect(formatMoneyInput(123_456_700)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatMoneyInput(15_050)).toBe("150,50");
    expect(formatMoneyInput(5)).toBe("0,05");
    expect(formatMoneyInput(0)).toBe("0");
  });

  it("writes what parseMoneyInput reads back unchanged", () => {
    for (const value of [0, 5, 15_050, 2_000_000, 123_456_789])
      expect(parseMoneyInput(formatMoneyInput(value))).toEqual({ status: "amount", kopecks: value });
  });

  it("refuses what is not whole, non-negative kopecks", () => {
    for (const value of [-1, 1.5, NaN]) expect(() => formatMoneyInput(value)).toThrow(RangeError);
  });
});
