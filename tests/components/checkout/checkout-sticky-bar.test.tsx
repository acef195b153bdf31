// The order dialog on a phone (issue 13): the total and the main button of each step are in one bar that the CSS
// keeps at the bottom of the dialog while the lines or the fields scroll, so at 360 px neither is below the fold.
import "../game/checkout-mocks";
import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import { activeCurrencyStore } from "@/lib/state/active-currency";
import * as harness from "../game/checkout-harness";
import { pubgGame } from "../game/game-fixtures";

const css = readFileSync(path.join(process.cwd(), "components/checkout/checkout.module.css"), "utf8");
/** The bar that holds this element (jest's CSS modules proxy keeps class names as written). */
const barOf = (element: HTMLElement) => element.closest<HTMLElement>(".stickyBar");

beforeEach(() => {
  harness.resetState();
  activeCurrencyStore.set(null);
  harness.saveCart({ "1": { "1": 3 } }); // 3 × 89 = 267 ₽
});

describe("the order dialog's sticky bar", () => {
  it("is sticky at the dialog's bottom edge at every width, narrow ones included", () => {
    // Top level, not inside a media query: the phone rules only change its padding and border.
    const rule = /^\.stickyBar \{([^}]*)\}/m.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/position: sticky;/);
    expect(rule).toMatch(/bottom: 0;/);
    expect(rule).toMatch(/background: /);
    expect(css).not.toMatch(/@media[^{]*min-width[^{]*\{\s*\.stickyBar \{[^}]*position: static/);
  });

  it("holds the confirm step's totals and its buttons, the lines scroll above it", async () => {
    const { user } = harness.renderCheckout(pubgGame);
    await user.click(harness.orderButton());
    const dialog = screen.getByRole("dialog", { name: "Проверьте заказ" });
    const bar = barOf(within(dialog).getByRole("button", { name: "Продолжить" }));
    expect(bar).not.toBeNull();
    expect(within(bar!).getByRole("button", { name: "Изменить" })).toBeInTheDocument();
    expect(harness.totalsOf(bar!).Итого).toBe("267 ₽");
    expect(bar!.contains(within(dialog).getByRole("list"))).toBe(false);
  });

  it("holds what is left to pay and 'Перейти к оплате' on the user data form, the fields scroll above it", async () => {
    activeCurrencyStore.set({ currency: "KZT", rate: "0.158000" });
    const { user } = harness.renderCheckout(pubgGame);
    const dialog = await harness.openDetails(user);
    const bar = barOf(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    expect(bar).not.toBeNull();
    expect(within(bar!).getByRole("button", { name: "Назад" })).toBeInTheDocument();
    // 267 ₽ and, the header's country being Kazakhstan, the tenge the payment step would convert it to.
    expect(harness.totalsOf(bar!)).toEqual({ Итого: "267 ₽≈ 1 689,87 KZT" });
    expect(bar!.contains(within(dialog).getByRole("textbox", { name: /Электронная почта/ }))).toBe(false);
  });

  it("says 'К оплате' with the balance taken off when the balance pays part", async () => {
    harness.signIn("100.00");
    const { user } = harness.renderCheckout(pubgGame);
    const dialog = await harness.openDetails(user);
    const bar = barOf(within(dialog).getByRole("button", { name: "Перейти к оплате" }));
    expect(harness.totalsOf(bar!)).toEqual({ "К оплате": "167 ₽" });
  });
});
