import { calculateCartTotal } from "@/lib/money/cart-total";
import { fromKopecks, kopecksOf } from "@/lib/money/kopecks";

describe("money helpers", () => {
  it("kopecksOf parses decimal strings without float error", () => {
    expect(kopecksOf("149.50")).toBe(14950);
    expect(kopecksOf("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(kopecksOf("1.1")).toBe(110);
    expect(kopecksOf("100")).toBe(10000);
    expect(kopecksOf("-5.05")).toBe(-505);
    expect(kopecksOf("1234567.89")).toBe(123456789);
  });

  it("kopecksOf refuses what is not an amount", () => {
    expect(() => kopecksOf("abc")).toThrow(TypeError);
    expect(() => kopecksOf("1.234")).toThrow(TypeError);
    expect(() => kopecksOf("")).toThrow(TypeError);
  });

  it("fromKopecks gives the wire form", () => {
    expect(fromKopecks(14950)).toBe("149.50");
    expect(fromKopecks(5)).toBe("0.05");
    expect(fromKopecks(-505)).toBe("-5.05");
  });

  it("cart total is the sum of quantity times price minus the discount", () => {
    const lines = [
      { quantity: 3, price: "0.10" },
      { quantity: 2, price: "149.50" },
    ];
    expect(calculateCartTotal(lines)).toBe(30 + 29900);
    expect(calculateCartTotal(lines, "100.00")).toBe(29930 - 10000);
    expect(calculateCartTotal(lines, 29930)).toBe(0);
  });

  it("cart total is 0 when the discount exceeds the sum", () => {
    expect(calculateCartTotal([{ quantity: 1, price: "10.00" }], "10.01")).toBe(0);
    expect(calculateCartTotal([], "1.00")).toBe(0);
  });
});
