// The price in the shopper's currency before the payment step (issue 13): the country chosen in the header puts
// "≈ …" in its currency beside the rouble total on the game page and in the order dialog, converted as the payment
// step converts; roubles add nothing, and the rouble price stays the price.
import "./checkout-mocks";
import { act, screen, within } from "@testing-library/react";
import { convertFromRoubles } from "@/lib/money/convert-from-roubles";
import { formatPriceKopecks } from "@/lib/money/format-price";
import { activeCurrencyStore } from "@/lib/state/active-currency";
import {
  orderButton,
  pageTotals,
  renderCheckout,
  resetState,
  saveCart,
  signIn,
  totalsOf,
} from "./checkout-harness";
import { pubgGame } from "./game-fixtures";

const KZT = { currency: "KZT", rate: "0.158000" };
const plain = (text: string) => text.replace(/\u00a0/g, " ");
/** "≈ " and the amount in tenge as the payment step would convert these kopecks. */
const inTenge = (kopecks: number) =>
  `≈ ${plain(formatPriceKopecks(Number(convertFromRoubles(BigInt(kopecks), KZT.rate)), "KZT"))}`;

beforeEach(() => {
  resetState();
  activeCurrencyStore.set(null);
  saveCart({ "1": { "1": 3 } }); // 3 × 89 = 267 ₽
});

describe("approximate price in the chosen country's currency", () => {
  it("shows ≈ tenge under the rouble total on the game page and in the confirm step", async () => {
    activeCurrencyStore.set(KZT);
    const { user } = renderCheckout(pubgGame);
    // 267 ₽ at 0.158 ₽ per tenge: 1 689,873… -> 1 689,87 KZT, the payment step's own rounding.
    expect(inTenge(26_700)).toMatch(/^≈ 1 689,87 (KZT|₸)$/);
    expect(pageTotals().Итого).toBe(`267 ₽${inTenge(26_700)}`);
    expect(within(screen.getByRole("complementary")).getByText(inTenge(26_700))).toBeInTheDocument();

    await user.click(orderButton());
    const dialog = screen.getByRole("dialog", { name: "Проверьте заказ" });
    expect(totalsOf(dialog).Итого).toBe(`267 ₽${inTenge(26_700)}`);
  });

  it("converts what is left to pay after the balance, not the total", async () => {
    signIn("100.00"); // 167 ₽ left to pay
    activeCurrencyStore.set(KZT);
    renderCheckout(pubgGame);
    // A signed-in shopper's page loads the last-order offer; let it come in before the assertions.
    await act(() => import("@/components/game/last-order-popup"));
    const totals = pageTotals();
    expect(totals.Итого).toBe("267 ₽");
    expect(totals["К оплате"]).toBe(`167 ₽${inTenge(16_700)}`);
  });

  it("adds nothing for roubles", () => {
    activeCurrencyStore.set({ currency: "RUB", rate: "1.000000" });
    renderCheckout(pubgGame);
    expect(pageTotals().Итого).toBe("267 ₽");
    expect(screen.queryByText(/≈/)).toBeNull();
  });

  it("adds nothing when no country has been published", () => {
    renderCheckout(pubgGame);
    expect(pageTotals().Итого).toBe("267 ₽");
    expect(screen.queryByText(/≈/)).toBeNull();
  });

  it("follows a change of country", () => {
    activeCurrencyStore.set(KZT);
    renderCheckout(pubgGame);
    expect(screen.getByText(inTenge(26_700))).toBeInTheDocument();
    act(() => activeCurrencyStore.set({ currency: "BYN", rate: "26.400000" }));
    // 267 ₽ / 26.4 = 10,113… -> 10,11 BYN
    expect(pageTotals().Итого).toMatch(/^267 ₽≈ 10,11 BYN$/);
  });
});
