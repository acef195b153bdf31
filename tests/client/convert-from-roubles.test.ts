// The one conversion of roubles into a country's currency (lib/money/convert-from-roubles.ts): what the server
// charges, what the payment page previews and the "≈" before the payment step all come from it.
import { convertFromRoubles } from "@/lib/money/convert-from-roubles";
import { previewPayment } from "@/lib/money/payment-preview";
import { computePaymentAmount } from "@/lib/server/payments/payment-amount";

describe("convertFromRoubles", () => {
  it("divides kopecks by the rate into the currency's minor units", () => {
    expect(convertFromRoubles(15_800n, "0.158000")).toBe(100_000n); // 158 ₽ at 0.158 ₽ per tenge: 1 000,00 KZT
    expect(convertFromRoubles(264_000n, "26.400000")).toBe(10_000n); // 2 640 ₽ -> 100,00 BYN
    expect(convertFromRoubles(100n, "1.000000")).toBe(100n);
    expect(convertFromRoubles(0n, "0.158000")).toBe(0n);
  });

  it("rounds half up to the minor unit", () => {
    // 1 ₽ at 0.158: 632.911… tiyn -> 633; 1 kopeck at 26.4: 0.0378… -> 0; 13 kopecks at 26: exactly 0.5 -> 1.
    expect(convertFromRoubles(100n, "0.158000")).toBe(633n);
    expect(convertFromRoubles(1n, "26.400000")).toBe(0n);
    expect(convertFromRoubles(13n, "26.000000")).toBe(1n);
    expect(convertFromRoubles(12n, "26.000000")).toBe(0n);
    expect(convertFromRoubles(3n, "2.000000")).toBe(2n); // 1.5 -> 2
    expect(convertFromRoubles(5n, "2.000000")).toBe(3n); // 2.5 -> 3
  });

  it("is exact where a float is not: no amount passes through a Number", () => {
    // 9 007 199 254 740 993 kopecks is past Number's integers; at 1.000000 it comes back unchanged.
    expect(convertFromRoubles(9_007_199_254_740_993n, "1.000000")).toBe(9_007_199_254_740_993n);
    expect(convertFromRoubles(123_456_789n, "0.006700")).toBe(18_426_386_418n);
  });

  it("takes a rate with fewer decimals, or surrounding spaces, as the same rate", () => {
    expect(convertFromRoubles(15_800n, "0.158")).toBe(100_000n);
    expect(convertFromRoubles(15_800n, " 0.158000 ")).toBe(100_000n);
    expect(convertFromRoubles(500n, "5")).toBe(100n);
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
