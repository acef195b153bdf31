// The game page's cart preview (SPEC.md section 9) must agree with what the server will charge: the same
// integer kopecks, the same half-up rounding of Steam's commission, the balance taken off what is left to pay.
import { addPercentKopecks, summarizeCart, type CartProduct } from "@/lib/money/summarize-cart";
import { addPercent, unitPriceOf } from "@/lib/money/kopecks";

const product = (id: number, price: string, discountPrice: string | null = null): CartProduct => ({
  id,
  price,
  discountPrice,
});

/** A small deterministic generator: the same "random" inputs on every run. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const kopecksText = (k: number) => `${Math.floor(k / 100)}.${String(k % 100).padStart(2, "0")}`;

describe("summarizeCart", () => {
  it("is all zeros for an empty cart", () => {
    expect(summarizeCart({ products: [product(1, "89.00")], amounts: {} })).toEqual({
      subtotal: 0,
      discount: 0,
      commission: 0,
      total: 0,
      balanceUsed: 0,
      toPay: 0,
      count: 0,
    });
    expect(summarizeCart({ products: [], amounts: { 1: 3 } }).total).toBe(0);
  });

  it("sums quantity x price of the picked products only, and counts the items", () => {
    const products = [product(1, "89.00"), product(2, "449.50"), product(3, "899.00")];
    const summary = summarizeCart({ products, amounts: { 1: 3, 2: 1, 3: 0 } });
    expect(summary.subtotal).toBe(3 * 8900 + 44950);
    expect(summary.discount).toBe(0);
    expect(summary.total).toBe(3 * 8900 + 44950);
    expect(summary.count).toBe(4);
    expect(summary.commission).toBe(0);
  });

  it("ignores negative amounts and amounts of products the game does not have", () => {
    const summary = summarizeCart({ products: [product(1, "10.00")], amounts: { 1: -2, 99: 5 } });
    expect(summary).toMatchObject({ subtotal: 0, total: 0, count: 0 });
  });

  it("shows the discount as what the discount prices take off the full prices", () => {
    const products = [product(1, "899.00", "809.00"), product(2, "89.00")];
    const summary = summarizeCart({ products, amounts: { 1: 2, 2: 1 } });
    expect(summary.subtotal).toBe(2 * 89900 + 8900);
    expect(summary.discount).toBe(2 * 9000);
    expect(summary.total).toBe(2 * 80900 + 8900);
  });

  it("parses prices without float error (0.29 x 3 is 87 kopecks, not 86.99...)", () => {
    const summary = summarizeCart({ products: [product(1, "0.29", "0.10")], amounts: { 1: 3 } });
    expect(summary).toMatchObject({ subtotal: 87, discount: 57, total: 30 });
  });

  it("is 0 when the discount exceeds the sum", () => {
    // Only a corrupt (negative) discount price can take off more than the sum.
    const summary = summarizeCart({ products: [product(1, "10.00", "-5.00")], amounts: { 1: 2 } });
    expect(summary.discount).toBeGreaterThan(summary.subtotal);
    expect(summary).toMatchObject({ total: 0, toPay: 0, balanceUsed: 0 });
  });

  it("agrees with the server's line total (discount price when set) for many carts", () => {
    const random = lcg(7);
    for (let run = 0; run < 500; run += 1) {
      const products: CartProduct[] = [];
      const amounts: Record<number, number> = {};
      let serverTotal = 0n;
      const lines = 1 + Math.floor(random() * 5);
      for (let id = 1; id <= lines; id += 1) {
        const price = 1 + Math.floor(random() * 500_000);
        const discounted = random() < 0.5 ? Math.floor(random() * price) : null;
        const p = product(id, kopecksText(price), discounted === null ? null : kopecksText(discounted));
        products.push(p);
        amounts[id] = Math.floor(random() * 20);
        serverTotal += unitPriceOf(p) * BigInt(amounts[id]);
      }
      expect(summarizeCart({ products, amounts }).total).toBe(Number(serverTotal));
    }
  });

  it("agrees with the server when a discount price is above the full price", () => {
    const p = product(1, "100.00", "120.00");
    expect(summarizeCart({ products: [p], amounts: { 1: 2 } }).total).toBe(Number(unitPriceOf(p) * 2n));
  });

  describe("balance", () => {
    const products = [product(1, "100.00")];

    it("lowers what is left to pay", () => {
      const summary = summarizeCart({ products, amounts: { 1: 3 }, balance: "120.50" });
      expect(summary).toMatchObject({ total: 30000, balanceUsed: 12050, toPay: 17950 });
    });

    it("covers at most the total", () => {
      const summary = summarizeCart({ products, amounts: { 1: 1 }, balance: "5000.00" });
      expect(summary).toMatchObject({ total: 10000, balanceUsed: 10000, toPay: 0 });
    });

    it("counts for nothing when absent, zero or negative", () => {
      for (const balance of [null, undefined, "0.00", "-50.00"]) {
        const summary = summarizeCart({ products, amounts: { 1: 1 }, balance });
        expect(summary).toMatchObject({ balanceUsed: 0, toPay: 10000 });
      }
    });

    it("is not used on an empty cart", () => {
      expect(summarizeCart({ products, amounts: {}, balance: "10.00" })).toMatchObject({
        balanceUsed: 0,
        toPay: 0,
      });
    });
  });

  describe("Steam top-up", () => {
    const steam = [product(10, "1.00")];

    it("adds the commission on top, counts one item and shows the commission apart", () => {
      const summary = summarizeCart({ products: steam, amounts: { 10: 500 }, steamCommission: "8.00" });
      expect(summary).toMatchObject({ subtotal: 50000, commission: 4000, total: 54000, count: 1 });
    });

    it("counts nothing and charges no commission when no amount is set", () => {
      const summary = summarizeCart({ products: steam, amounts: {}, steamCommission: "8.00" });
      expect(summary).toMatchObject({ total: 0, commission: 0, count: 0 });
    });

    it("rounds the commission half up to a whole kopeck", () => {
      // 101 roubles at 7.25 % = 10832.25 kopecks -> 10832; 102 at 7.25 % -> 10939.5 -> 10940.
      expect(summarizeCart({ products: steam, amounts: { 10: 101 }, steamCommission: "7.25" }).total).toBe(
        10832,
      );
      expect(summarizeCart({ products: steam, amounts: { 10: 102 }, steamCommission: "7.25" }).total).toBe(
        10940,
      );
    });

    it("applies the commission to the discount price, as the server does", () => {
      const summary = summarizeCart({
        products: [product(10, "1.10", "1.00")],
        amounts: { 10: 300 },
        steamCommission: "10",
      });
      expect(summary).toMatchObject({ subtotal: 33000, discount: 3000, commission: 3000, total: 33000 });
    });

    it("takes the balance off the total with the commission", () => {
      const summary = summarizeCart({
        products: steam,
        amounts: { 10: 1000 },
        steamCommission: "8.00",
        balance: "1000.00",
      });
      expect(summary).toMatchObject({ total: 108000, balanceUsed: 100000, toPay: 8000 });
    });

    it("is a plain total with a 0 % commission (but still one item)", () => {
      const summary = summarizeCart({ products: steam, amounts: { 10: 250 }, steamCommission: "0.00" });
      expect(summary).toMatchObject({ total: 25000, commission: 0, count: 1 });
    });

    it("agrees with the server's top-up price for many amounts, prices and commissions", () => {
      const random = lcg(2026);
      for (let run = 0; run < 2_000; run += 1) {
        const perRouble = 1 + Math.floor(random() * 300);
        const discounted = random() < 0.3 ? Math.floor(random() * perRouble) : null;
        const p = product(10, kopecksText(perRouble), discounted === null ? null : kopecksText(discounted));
        const amount = 1 + Math.floor(random() * 100_000);
        const commission = kopecksText(Math.floor(random() * 3_000));
        // lib/server/orders/kinds/steam-order.ts: addPercent(perRouble x amount, commission).
        const server = addPercent(unitPriceOf(p) * BigInt(amount), commission);
        const summary = summarizeCart({
          products: [p],
          amounts: { 10: amount },
          steamCommission: commission,
        });
        expect(summary.total).toBe(Number(server));
      }
    });
  });
});

describe("addPercentKopecks", () => {
  it("rounds half up exactly as the server's addPercent", () => {
    const cases: [number, string][] = [
      [0, "8.00"],
      [1, "50.00"], // 1.5 -> 2
      [1, "49.99"], // 1.4999 -> 1
      [3, "50"], // 4.5 -> 5
      [10_000, "8"],
      [12_345, "7.5"],
      [99_999, "0.01"],
      [4_000_000_000, "12.34"],
    ];
    for (const [kopecks, percent] of cases) {
      expect(addPercentKopecks(kopecks, percent)).toBe(Number(addPercent(BigInt(kopecks), percent)));
    }
  });

  it("matches the server on every kopeck amount up to 20 000 for a set of commissions", () => {
    for (const percent of [
      "0.00",
      "0.01",
      "2.5",
      "5.55",
      "7.25",
      "8.00",
      "10.00",
      "12.49",
      "33.33",
      "99.99",
    ]) {
      for (let kopecks = 0; kopecks <= 20_000; kopecks += 1) {
        const server = addPercent(BigInt(kopecks), percent);
        if (addPercentKopecks(kopecks, percent) !== Number(server)) {
          throw new Error(
            `${kopecks} kopecks + ${percent} %: client ${addPercentKopecks(kopecks, percent)}, server ${server}`,
          );
        }
      }
    }
  });

  it("reads the percent with one, two or no decimals", () => {
    for (const percent of ["8", "8.0", "8.00"]) expect(addPercentKopecks(100, percent)).toBe(108);
    expect(addPercentKopecks(100, "0.5")).toBe(101); // 100.5 rounds up
    expect(addPercentKopecks(100, "100.00")).toBe(200);
  });
});
