// The one conversion of roubles into a country's currency (lib/money/convert-from-roubles.ts): what the server
// charges, what the payment page previews and the "≈" before the payment step all come from it.
import { convertFromRoubles } from "@/lib/money/convert-from-roubles";
import { previewPayment } from "@/lib/money/payment-preview";
import { computePaymentAmount } from "@/lib/server/payments/payment-amount";

describe("convertFromRoubles", () => {
  // [kopecks, rate, minor units of the currency, why]
  it.each([
    [15_800n, "0.158000", 100_000n, "158 ₽ at 0.158 ₽ per tenge: 1 000,00 KZT"],
    [264_000n, "26.400000", 10_000n, "2 640 ₽ -> 100,00 BYN"],
    [100n, "1.000000", 100n, "a rate of one changes nothing"],
    [0n, "0.158000", 0n, "nothing is nothing"],
    [100n, "0.158000", 633n, "632.911… tiyn rounds up"],
    [1n, "26.400000", 0n, "0.0378… rounds down"],
    [13n, "26.000000", 1n, "exactly 0.5 rounds up"],
    [12n, "26.000000", 0n, "0.4615… rounds down"],
    [5n, "2.000000", 3n, "2.5 rounds up, not to even"],
    [9_007_199_254_740_993n, "1.000000", 9_007_199_254_740_993n, "past Number's integers, still exact"],
    [123_456_789n, "0.006700", 18_426_386_418n, "a small rate (UZS), exact"],
    [15_800n, "0.158", 100_000n, "fewer decimals: the same rate"],
    [15_800n, " 0.158000 ", 100_000n, "spaces around the rate"],
    [500n, "5", 100n, "a whole rate"],
  ])("%p kopecks at %p -> %p (%s)", (kopecks, rate, expected) => {
    expect(convertFromRoubles(kopecks, rate)).toBe(expected);
  });

  it("refuses a rate it cannot use: none rather than a wrong amount", () => {
    for (const rate of ["0.000000", "0", "", "-0.158000", "0,158", "1e-3", "0.1580001", "abc"]) {
      expect(convertFromRoubles(10_000n, rate)).toBeNull();
    }
  });

  it("is the payment step's conversion: the preview and the server charge what it converts", () => {
    const input = { total: "1234.56", balance: null, fee: "0.00", fixFee: "0.00", rate: "0.158000" };
    const converted = convertFromRoubles(123_456n, "0.158000");
    expect(previewPayment(input).amount).toBe(Number(converted));
    expect(computePaymentAmount({ ...input, balance: 0n }).amount).toBe(converted);
    expect(() => computePaymentAmount({ ...input, balance: 0n, rate: "0.000000" })).toThrow(/rate/);
  });
});
