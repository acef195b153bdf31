// Issue 24: a failed line gets back its share of everything taken for the order (balance share + what the method
// charged, fee included), split over the lines by price x quantity with the largest-remainder rule, to the kopeck.
import { allocateKopecks } from "@/lib/server/fulfilment/refund-shares";
import { addPercent, toKopecks } from "@/lib/money/kopecks";

const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe("allocateKopecks (largest remainder)", () => {
  it("splits 100.01 ₽ + a 2.5 % fee over three lines to the kopeck, the odd kopeck to the earlier of two tied lines", () => {
    const lines = ["33.34", "33.33", "33.34"].map(toKopecks);
    const captured = addPercent(sum(lines), "2.50");
    expect(captured).toBe(10251n); // 100.01 x 1.025 = 102.51025 -> 102.51, half up
    // Exact shares 3417.3398.., 3416.3147.., 3417.3398..: floors leave one kopeck, for line 1 (tied with line 3).
    expect(allocateKopecks(captured, lines)).toEqual([3418n, 3416n, 3417n]);
  });

  it("gives the leftover kopecks to the largest remainders, not to the last line", () => {
    // 10251 x (5000, 3000, 2001) / 10001 = 5125.0..., 3075.0..., 2051.0...
    expect(allocateKopecks(10251n, [5000n, 3000n, 2001n])).toEqual([5125n, 3075n, 2051n]);
    expect(allocateKopecks(10000n, [1n, 1n, 1n])).toEqual([3334n, 3333n, 3333n]);
    expect(allocateKopecks(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
  });

  it("a single line takes the whole capture: 399 ₽ paid as 408.98 ₽ is refunded as 408.98 ₽", () => {
    expect(allocateKopecks(40898n, [39900n])).toEqual([40898n]);
    expect(allocateKopecks(210023n, [100000n, 104900n])).toEqual([102500n, 107523n]);
  });

  it("always sums exactly to the capture and never moves a share by more than a kopeck from the exact one", () => {
    let seed = 24;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return BigInt(seed % n);
    };
    for (let run = 0; run < 500; run++) {
      const weights = Array.from({ length: 1 + Number(next(6)) }, () => next(500000));
      const total = next(10000000);
      const shares = allocateKopecks(total, weights);
      expect(sum(shares)).toBe(total);
      const w = weights.every((x) => x === 0n) ? weights.map(() => 1n) : weights;
      const all = sum(w);
      shares.forEach((s, i) => {
        const floor = (total * w[i]) / all;
        expect(s === floor || s === floor + 1n).toBe(true);
      });
    }
  });

  it("splits evenly when every weight is zero and refuses negative amounts", () => {
    expect(allocateKopecks(5n, [0n, 0n])).toEqual([3n, 2n]);
    expect(allocateKopecks(0n, [])).toEqual([]);
    expect(() => allocateKopecks(-1n, [1n])).toThrow();
  });
});
