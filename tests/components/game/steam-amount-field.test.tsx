// The Steam top-up amount on the game page (issue 13, rough edges): what is typed is read with comma or dot
// decimals and grouping spaces, an amount the API cannot take (kopecks, outside the limits) is explained under
// the field and never clamped or rounded, and the summary shows no total until the amount is valid; the
// commission reads the Russian way.
import "./checkout-mocks";
import { screen } from "@testing-library/react";
import { formatPriceKopecks } from "@/lib/money/format-price";
import type { Game } from "@/lib/api/types/game";
import { orderButton, pageTotals, renderCheckout, resetState, saveCart, savedCart } from "./checkout-harness";
import { steamGame } from "./game-fixtures";

const NBSP = "\u00a0";
const money = (kopecks: number) => formatPriceKopecks(kopecks).replace(/\u00a0/g, " ");
const amountField = () => screen.getByLabelText("Сколько зачислить на кошелёк Steam");
/** The text under the field, as written (grouping spaces are non-breaking). */
const hint = () => document.getElementById(amountField().getAttribute("aria-describedby")!)!;
/** The summary of an order of nothing: no amount, no commission, nothing to pay. */
const noTotal = { "Сумма пополнения": money(0), Итого: money(0) };
const LIMITS = `Укажите от 100 до 15${NBSP}000 ₽.`;

/** The Steam game with another maximum. */
const steamUpTo = (maxQuantity: number): Game =>
  ({ ...steamGame, products: steamGame.products.map((p) => ({ ...p, maxQuantity })) }) as Game;

beforeEach(resetState);

describe("Steam amount field", () => {
  it("explains the limits before anything is typed", () => {
    renderCheckout(steamGame, { steamCommission: "8.00" });
    expect(amountField()).toHaveAccessibleDescription(`От 100 до 15${NBSP}000 ₽, целыми рублями.`);
    expect(amountField()).not.toHaveAttribute("aria-invalid");
    expect(orderButton()).toBeDisabled();
  });

  it("takes an amount typed with grouping spaces as it is", async () => {
    const { user } = renderCheckout(steamUpTo(50_000), { steamCommission: "8.00" });
    await user.type(amountField(), "20 000");
    expect(amountField()).not.toHaveAttribute("aria-invalid");
    expect(pageTotals()).toEqual({
      "Сумма пополнения": money(2_000_000),
      "Комиссия 8 %": `+${money(160_000)}`,
      Итого: money(2_160_000),
    });
    expect(orderButton()).toBeEnabled();
    expect(savedCart()).toEqual({ "3": { "31": 20_000 } });
    // Left, the amount is shown grouped; it is still 20 000.
    await user.tab();
    expect(amountField()).toHaveValue(`20${NBSP}000`);
    expect(pageTotals().Итого).toBe(money(2_160_000));
  });

  it("refuses an amount above the maximum without lowering it, here or on the way", async () => {
    const { user } = renderCheckout(steamGame, { steamCommission: "8.00" });
    await user.type(amountField(), "20000");
    expect(amountField()).toHaveAttribute("aria-invalid", "true");
    expect(hint().textContent).toBe(`Максимальная сумма — 15${NBSP}000 ₽. ${LIMITS}`);
    // Not the 2 000 typed on the way to 20 000, nor the maximum.
    expect(pageTotals()).toEqual(noTotal);
    expect(orderButton()).toBeDisabled();
    await user.tab();
    expect(amountField()).toHaveValue("20000");
    expect(amountField()).toHaveAttribute("aria-invalid", "true");
    expect(pageTotals()).toEqual(noTotal);
    expect(orderButton()).toBeDisabled();
    expect(savedCart()).toBeNull();
  });

  it("refuses kopecks instead of dropping the comma", async () => {
    const { user } = renderCheckout(steamGame, { steamCommission: "8.00" });
    await user.type(amountField(), "150,5");
    expect(amountField()).toHaveAttribute("aria-invalid", "true");
    expect(amountField()).toHaveAccessibleDescription(
      "Steam пополняется только на целые рубли: укажите сумму без копеек.",
    );
    await user.tab();
    expect(amountField()).toHaveValue("150,5");
    expect(pageTotals()).toEqual(noTotal);
    expect(orderButton()).toBeDisabled();
  });

  it("refuses an amount below the minimum without raising it", async () => {
    const { user } = renderCheckout(steamGame, { steamCommission: "8.00" });
    await user.type(amountField(), "99");
    expect(amountField()).toHaveAttribute("aria-invalid", "true");
    expect(hint().textContent).toBe(`Минимальная сумма — 100 ₽. ${LIMITS}`);
    await user.tab();
    expect(amountField()).toHaveValue("99");
    expect(pageTotals()).toEqual(noTotal);
    expect(orderButton()).toBeDisabled();
  });

  it("refuses what is not a number instead of keeping its digits", async () => {
    const { user } = renderCheckout(steamGame, { steamCommission: "8.00" });
    await user.type(amountField(), "5o0");
    expect(amountField()).toHaveAccessibleDescription("Укажите сумму цифрами, например 100.");
    expect(pageTotals()).toEqual(noTotal);
  });

  it("orders once a refused amount is corrected", async () => {
    const { user } = renderCheckout(steamGame, { steamCommission: "8.00" });
    await user.type(amountField(), "99");
    await user.type(amountField(), "0");
    expect(amountField()).not.toHaveAttribute("aria-invalid");
    expect(amountField()).toHaveAccessibleDescription(`От 100 до 15${NBSP}000 ₽, целыми рублями.`);
    expect(pageTotals().Итого).toBe(money(106_920));
    expect(orderButton()).toBeEnabled();
  });

  it("fills the field from a preset, replacing a refused amount", async () => {
    const { user } = renderCheckout(steamGame, { steamCommission: "8.00" });
    await user.type(amountField(), "150,5");
    const preset = screen.getByRole("button", { name: `1${NBSP}000 ₽` });
    await user.click(preset);
    expect(preset).toHaveAttribute("aria-pressed", "true");
    expect(amountField()).toHaveValue(`1${NBSP}000`);
    expect(amountField()).not.toHaveAttribute("aria-invalid");
    expect(pageTotals().Итого).toBe(money(108_000));
    expect(orderButton()).toBeEnabled();
  });

  it("shows a fractional commission with a comma", async () => {
    const { user } = renderCheckout(steamGame, { steamCommission: "8.50" });
    await user.type(amountField(), "1000");
    expect(pageTotals()).toEqual({
      "Сумма пополнения": money(100_000),
      "Комиссия 8,5 %": `+${money(8_500)}`,
      Итого: money(108_500),
    });
  });

  it("leaves out a saved amount outside today's limits instead of changing it", () => {
    saveCart({ "3": { "31": 20 } });
    renderCheckout(steamGame, { steamCommission: "8.00" });
    expect(amountField()).toHaveValue("");
    expect(pageTotals()).toEqual(noTotal);
  });
});
