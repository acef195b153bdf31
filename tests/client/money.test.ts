import { calculateCartTotal, fromKopecks, toKopecks } from "@/lib/api/money";

describe("money helpers", () => {
  it("toKopecks parses decimal strings without float error", () => {
    expect(toKopecks("149.50")).toBe(14950);
    expect(toKopecks("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(toKopecks("1.1")).toBe(110);
    expect(toKopecks("100")).toBe(10000);
    expect(toKopecks("-5.05")).toBe(-505);
    expect(toKopecks("1234567.89")).toBe(123456789);
  });

  it("toKopecks refuses what is not an amount", () => {
    expect(() => toKopecks("abc")).toThrow(TypeError);
    expect(() => toKopecks("1.234")).toThrow(TypeError);
    expect(() => toKopecks("")).toThrow(TypeError);
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
