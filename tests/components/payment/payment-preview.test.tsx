// The payment page's preview must charge what the server will: same kopecks for every input.
import { previewPayment } from "@/lib/money/payment-preview";
import { computePaymentAmount } from "@/lib/server/payments/payment-amount";
import { formatPercent } from "@/components/payment/format-payment";
import { formatPriceKopecks } from "@/lib/money/format-price";

const cases = [
  { total: "178.00", balance: null, fee: "2.50", fixFee: "0.00", rate: null },
  { total: "178.00", balance: null, fee: "4.00", fixFee: "5.00", rate: null },
  { total: "999.99", balance: "100.50", fee: "0.70", fixFee: "0.00", rate: null },
  { total: "149.50", balance: "500.00", fee: "6.00", fixFee: "30.00", rate: null },
  { total: "1234.56", balance: null, fee: "3.00", fixFee: "0.00", rate: "0.158000" },
  { total: "0.01", balance: null, fee: "2.50", fixFee: "0.00", rate: "26.400000" },
  { total: "87654.33", balance: "0.01", fee: "1.50", fixFee: "12.34", rate: "0.006700" },
  { total: "333.33", balance: null, fee: "0.05", fixFee: "0.00", rate: "3.333333" },
] as const;

describe("previewPayment", () => {
  it.each(cases)("agrees with the server for %j", (input) => {
    const server = computePaymentAmount({
      ...input,
      balance: input.balance === null ? 0n : BigInt(input.balance.replace(".", "")),
    });
    const client = previewPayment(input);
    expect(client.balanceDebit).toBe(Number(server.balanceDebit));
    expect(client.rest).toBe(Number(server.rest));
    expect(client.amountRub).toBe(Number(server.amountRub));
    expect(client.amount).toBe(Number(server.amount));
    expect(client.rest + client.percentFee + client.fixFee).toBe(client.amountRub);
  });

  it("charges nothing, fees included, when the balance covers the order", () => {
    expect(
      previewPayment({ total: "178.00", balance: "200.00", fee: "2.50", fixFee: "30.00", rate: null }),
    ).toEqual({ balanceDebit: 17800, rest: 0, percentFee: 0, fixFee: 0, amountRub: 0, amount: 0 });
  });

  it("spells the numbers the Russian way", () => {
    expect(formatPriceKopecks(18245, "RUB")).toBe("182,45\u00a0₽");
    expect(formatPriceKopecks(112660, "KZT")).toMatch(/^1\s126,60\sKZT$/);
    expect(formatPriceKopecks(112600, "KZT")).toMatch(/^1\s126\sKZT$/);
    expect(formatPercent("2.50")).toBe("2,5");
    expect(formatPercent("6.00")).toBe("6");
  });
});
