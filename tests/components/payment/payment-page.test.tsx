// The payment page's island against a mocked API: opening the order (for the access cookie), methods and fees,
// starting a payment, polling to success, a declined payment, promo codes, resuming, and errors.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
jest.mock("@/lib/api/orders", () => ({
  getOrder: jest.fn(),
  getOrderStatus: jest.fn(),
  getOrderActivePromoCode: jest.fn(),
  getPaymentData: jest.fn(),
  activateOrderPromoCode: jest.fn(),
  showOrderPromoCode: jest.fn(),
  deactivateOrderPromoCode: jest.fn(),
}));
jest.mock("@/lib/api/payments", () => ({ createPayment: jest.fn(), selectActiveCountry: jest.fn() }));

import { readFileSync } from "node:fs";
import path from "node:path";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PaymentPage } from "@/components/payment/payment-page";
import { ResponseError } from "@/lib/api/errors";
import type * as OrdersApi from "@/lib/api/orders";
import type * as PaymentsApi from "@/lib/api/payments";
import type { OrderStatusResult } from "@/lib/api/types/order";
import messages from "@/messages/ru.json";
import { HASH, card, kazakhstan, pageProps, recalculated, russia } from "./payment-fixtures";

const t = messages.payment;
/** The mocked API modules above, typed as mocks. */
const api = {
  ...jest.mocked(jest.requireMock<typeof OrdersApi>("@/lib/api/orders")),
  ...jest.mocked(jest.requireMock<typeof PaymentsApi>("@/lib/api/payments")),
};
const failure = (status: number, body: unknown) => new ResponseError({ status } as Response, body);
const status = (patch: Partial<OrderStatusResult> = {}): OrderStatusResult => ({
  id: 42,
  status: "created",
  paymentId: null,
  paymentStatus: null,
  ...patch,
});
const SANDBOX = "http://localhost:3000/sandbox/pay/feedfeedfeedfeedfeedfeedfeedfeed";

let openSpy: jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  api.getOrder.mockResolvedValue(recalculated({ without: "178.00", with: "178.00" }));
  api.getOrderStatus.mockResolvedValue(status());
  api.getOrderActivePromoCode.mockResolvedValue(null);
  openSpy = jest.fn(() => ({ opener: window }));
  window.open = openSpy as unknown as typeof window.open;
});

afterEach(() => {
  jest.useRealTimers();
});

/** Renders the page and waits until the browser has opened the order (the pay button is enabled). */
async function renderReady(props = pageProps()) {
  const view = render(<PaymentPage {...props} />);
  await waitFor(() => expect(api.getOrderStatus).toHaveBeenCalled());
  return view;
}

const liveStatus = () => document.getElementById("payment-live-status")!;
const payButton = () => screen.getByRole("button", { name: /^Оплатить/ });
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe("payment page", () => {
  it("opens the order by hash first (the access cookie), then reads its status and promo code", async () => {
    render(<PaymentPage {...pageProps()} />);
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAttribute("aria-busy", "true");
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(api.getOrder).toHaveBeenCalledWith({ hash: HASH });
    expect(api.getOrder.mock.invocationCallOrder[0]).toBeLessThan(
      api.getOrderStatus.mock.invocationCallOrder[0],
    );
    expect(api.getOrderStatus).toHaveBeenCalledWith({ id: 42 });
    expect(api.getOrderActivePromoCode).toHaveBeenCalledWith({ id: 42 });
    expect(screen.getByText("Заказ №42")).toBeInTheDocument();
    expect(screen.getByText("PUBG Mobile")).toBeInTheDocument();
    expect(screen.getByText("2 шт. × 89 ₽")).toBeInTheDocument();
  });

  it("lists the methods: fees, disabled ones with their reason, secondary ones behind a disclosure", async () => {
    const user = userEvent.setup();
    await renderReady();
    const card = screen.getByRole("radio", { name: "Банковская карта" });
    expect(card).toBeEnabled();
    expect(card).toHaveAccessibleDescription("Комиссия 2,5 %");
    const p2p = screen.getByRole("radio", { name: "Перевод на карту" });
    expect(p2p).toBeDisabled();
    expect(p2p).toHaveAccessibleDescription("Доступно для заказов от 500\u00a0₽");
    expect(screen.getByRole("radio", { name: "Криптовалюта" })).toHaveAccessibleDescription(
      t.method_inactive,
    );
    expect(screen.queryByRole("radio", { name: "Карта через форму банка" })).toBeNull();
    const more = screen.getByRole("button", { name: t.more_methods });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    expect(screen.getByRole("button", { name: t.fewer_methods })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("radio", { name: "Карта через форму банка" })).toBeEnabled();
  });

  it("shows the fee and the final amount of the chosen method, in the country's currency", async () => {
    const user = userEvent.setup();
    api.selectActiveCountry.mockResolvedValue(kazakhstan);
    await renderReady();
    await user.click(screen.getByRole("radio", { name: "Банковская карта" }));
    const breakdown = screen.getByRole("region", { name: t.breakdown_title });
    expect(breakdown).toHaveTextContent("Комиссия 2,5 %+4,45 ₽");
    expect(breakdown).toHaveTextContent("Итого к оплате182,45 ₽");
    expect(payButton()).toHaveTextContent("Оплатить 182,45 ₽");

    await user.selectOptions(screen.getByRole("combobox", { name: t.country_label }), "2");
    expect(api.selectActiveCountry).toHaveBeenCalledWith({ countryId: 2 });
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    // 182.45 RUB at 0.158 RUB per tenge.
    await waitFor(() =>
      expect(screen.getByRole("region", { name: t.breakdown_title })).toHaveTextContent(/1\s154,75\sKZT/),
    );
    expect(screen.getByText("Курс: 1 KZT = 0,158 ₽")).toBeInTheDocument();
  });

  it("redirect: opens the provider in a new window, keeps a link, and polls until the order is paid", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.createPayment.mockResolvedValue({ type: "redirect", url: SANDBOX });
    await renderReady();
    await user.click(screen.getByRole("radio", { name: "Банковская карта" }));
    await user.click(payButton());

    expect(api.createPayment).toHaveBeenCalledWith({
      name: "sandbox-card",
      orderId: 42,
      currency: "RUB",
      email: "guest@example.com",
      phone: undefined,
    });
    expect(openSpy).toHaveBeenCalledWith(SANDBOX, "_blank");
    expect(await screen.findByRole("heading", { name: t.paying_title })).toHaveFocus();
    expect(screen.getByRole("link", { name: `${t.go_to_payment} ${t.new_window}` })).toHaveAttribute(
      "href",
      SANDBOX,
    );
    expect(liveStatus()).toHaveTextContent(t.status_paying);

    api.getOrderStatus.mockClear();
    api.getOrderStatus.mockResolvedValue(status({ status: "waiting_for_payment", paymentStatus: "pending" }));
    await advance(1_999);
    expect(api.getOrderStatus).not.toHaveBeenCalled();
    await advance(1);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(1);
    await advance(2_999);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(1);
    api.getOrderStatus.mockResolvedValue(status({ status: "paid", paymentStatus: "succeeded" }));
    await advance(1);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(2);

    expect(await screen.findByRole("heading", { name: t.paid_title })).toHaveFocus();
    expect(screen.getByRole("link", { name: t.to_details })).toHaveAttribute(
      "href",
      `/orders/${HASH}/details`,
    );
    await advance(60_000);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(2);
  });

  it("redirect: a blocked popup leaves a visible way to the provider", async () => {
    const user = userEvent.setup();
    openSpy.mockReturnValue(null);
    api.createPayment.mockResolvedValue({ type: "p2p_redirect", url: SANDBOX });
    await renderReady();
    await user.click(screen.getByRole("radio", { name: "Банковская карта" }));
    await user.click(payButton());
    expect(await screen.findByText(t.redirect_blocked)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `${t.go_to_payment} ${t.new_window}` })).toHaveAttribute(
      "href",
      SANDBOX,
    );
  });

  it("a declined payment offers the methods again and keeps what was typed", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.createPayment.mockResolvedValue({ type: "wait_order_state", orderId: 42 });
    await renderReady();
    await user.click(screen.getByRole("radio", { name: "Оплата со счёта мобильного" }));
    const email = screen.getByRole("textbox", { name: t.email_label });
    await user.clear(email);
    await user.type(email, "me@example.com");
    await user.type(screen.getByRole("textbox", { name: t.phone_label }), "+7 900 123-45-67");
    api.getOrderStatus.mockResolvedValue(
      status({ status: "waiting_for_payment", paymentStatus: "declined", paymentId: "p1" }),
    );
    await user.click(payButton());
    expect(api.createPayment).toHaveBeenCalledWith(
      expect.objectContaining({ name: "sandbox-mobile", email: "me@example.com", phone: "+7 900 123-45-67" }),
    );
    expect(await screen.findByText(t.wait_text)).toBeInTheDocument();
    // A balance-settled wait_order_state payment is checked at once, not after the first delay.
    await advance(0);

    expect(await screen.findByText(t.declined_title)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: t.methods_title })).toHaveFocus();
    expect(liveStatus()).toHaveTextContent(t.status_declined);
    expect(screen.getByRole("radio", { name: "Оплата со счёта мобильного" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: t.email_label })).toHaveValue("me@example.com");
    expect(screen.getByRole("textbox", { name: t.phone_label })).toHaveValue("+7 900 123-45-67");
    // Another method on the same order.
    api.createPayment.mockResolvedValue({ type: "redirect", url: SANDBOX });
    await user.click(screen.getByRole("radio", { name: "Банковская карта" }));
    await user.click(payButton());
    expect(api.createPayment).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: "sandbox-card", orderId: 42 }),
    );
  });

  it("refuses an empty or blank receipt e-mail with 'Обязательное поле.' and takes an IDN address", async () => {
    const user = userEvent.setup();
    const receiptCard = { ...card, requiredFields: ["email"] };
    const country = { ...russia, methodGroups: [{ ...russia.methodGroups[0], methods: [receiptCard] }] };
    api.createPayment.mockResolvedValue({ type: "redirect", url: SANDBOX });
    await renderReady(pageProps({ country }));
    const pay = payButton();
    await user.click(screen.getByRole("radio", { name: "Банковская карта" }));
    const email = screen.getByRole("textbox", { name: t.email_label });
    expect(email).toBeRequired();
    for (const typed of ["", "   "]) {
      await user.clear(email);
      if (typed) await user.type(email, typed);
      await user.click(pay);
      expect(email).toHaveAccessibleDescription(expect.stringContaining("Обязательное поле."));
      expect(email).toHaveFocus();
    }
    await user.clear(email);
    await user.type(email, "покупатель@пример.рф");
    await user.click(pay);
    await waitFor(() =>
      expect(api.createPayment).toHaveBeenCalledWith(
        expect.objectContaining({ email: "покупатель@пример.рф" }),
      ),
    );
  });

  it("offers the owner's personal code where it applies, and applies it with one click", async () => {
    const user = userEvent.setup();
    const offer = { code: "THANKS-ABCD2345", percent: 5, isUsable: true };
    api.activateOrderPromoCode.mockResolvedValue({
      resourcetype: "PromoCode",
      code: offer.code,
      percent: 5,
      game: 1,
      totalWithoutPromocode: "178.00",
      totalWithPromocode: "169.10",
    });
    await renderReady(pageProps({ ownership: "viewer", personalPromo: offer }));
    const summary = screen.getByRole("region", { name: t.summary_title });
    await within(summary).findByText(t.promo_offer);
    expect(within(summary).getByText(offer.code)).toBeInTheDocument();
    expect(within(summary).getByText("скидка 5 %")).toBeInTheDocument();
    await user.click(within(summary).getByRole("button", { name: `Применить промокод ${offer.code}` }));
    expect(api.activateOrderPromoCode).toHaveBeenCalledWith({ id: 42, code: offer.code });
    // Applied: it is the active code now, no longer an offer.
    await waitFor(() => expect(within(summary).queryByText(t.promo_offer)).toBeNull());
    expect(within(summary).getByRole("button", { name: t.promo_remove_label.replace("{code}", offer.code) }));
  });

  it("offers no personal code to someone else's order", async () => {
    const offer = { code: "THANKS-USED2345", percent: 5, isUsable: true };
    await renderReady(pageProps({ ownership: "other", personalPromo: offer }));
    expect(screen.queryByText(t.promo_offer)).toBeNull();
    await renderReady(pageProps({ ownership: "viewer" }));
    expect(screen.queryByText(t.promo_offer)).toBeNull();
    // The server reads it: the browser's client has no call for it at all (lib/api has no promo-codes module).
  });

  it("applies and removes a promo code, and the totals follow", async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.click(screen.getByRole("radio", { name: "Банковская карта" }));
    const summary = screen.getByRole("region", { name: t.summary_title });
    expect(summary).toHaveTextContent("Сумма заказа178 ₽");

    api.activateOrderPromoCode.mockResolvedValue({
      resourcetype: "PromoCode",
      code: "SALE10",
      percent: 10,
      game: 1,
      totalWithoutPromocode: "178.00",
      totalWithPromocode: "160.20",
    });
    api.getOrder.mockResolvedValue(recalculated({ without: "178.00", with: "160.20" }));
    await user.type(screen.getByRole("textbox", { name: t.promo_label }), "sale10");
    await user.click(screen.getByRole("button", { name: t.promo_apply }));
    expect(api.activateOrderPromoCode).toHaveBeenCalledWith({ id: 42, code: "sale10" });
    await waitFor(() => expect(summary).toHaveTextContent("С промокодом160,20 ₽"));
    expect(summary).toHaveTextContent("Без промокода178 ₽");
    expect(within(summary).getByText("SALE10")).toBeInTheDocument();
    expect(within(summary).getByText("скидка 10 %")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: t.promo_label })).toHaveValue("");
    // 160.20 + 2.5 % = 164.21 (half up)
    expect(screen.getByRole("region", { name: t.breakdown_title })).toHaveTextContent(
      "Итого к оплате164,21 ₽",
    );

    api.deactivateOrderPromoCode.mockResolvedValue(undefined);
    api.getOrder.mockResolvedValue(recalculated({ without: "178.00", with: "178.00" }));
    await user.click(screen.getByRole("button", { name: "Убрать промокод SALE10" }));
    expect(api.deactivateOrderPromoCode).toHaveBeenCalledWith({ id: 42 });
    await waitFor(() => expect(summary).toHaveTextContent("Сумма заказа178 ₽"));
    expect(within(summary).queryByText("SALE10")).toBeNull();
    expect(screen.getByRole("region", { name: t.breakdown_title })).toHaveTextContent(
      "Итого к оплате182,45 ₽",
    );
  });

  it("a refused promo code shows the server's words under the field and keeps the code", async () => {
    const user = userEvent.setup();
    await renderReady();
    api.activateOrderPromoCode.mockRejectedValue(failure(400, { code: ["Промокод не найден."] }));
    const input = screen.getByRole("textbox", { name: t.promo_label });
    await user.type(input, "NOPE");
    await user.click(screen.getByRole("button", { name: t.promo_apply }));
    expect(await screen.findByText("Промокод не найден.")).toBeInTheDocument();
    expect(input).toHaveValue("NOPE");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("checks a code without applying it: the total it would give, and the order unchanged", async () => {
    const user = userEvent.setup();
    await renderReady();
    const summary = screen.getByRole("region", { name: t.summary_title });
    const input = screen.getByRole("textbox", { name: t.promo_label });
    // Nothing typed: said in Russian, nothing asked.
    await user.click(screen.getByRole("button", { name: t.promo_check }));
    expect(await screen.findByText(t.promo_required)).toBeInTheDocument();
    expect(api.showOrderPromoCode).not.toHaveBeenCalled();

    api.showOrderPromoCode.mockResolvedValue({
      resourcetype: "PromoCode",
      code: "SALE10",
      percent: 10,
      game: 1,
      totalWithoutPromocode: "178.00",
      totalWithPromocode: "160.20",
    });
    await user.type(input, "sale10");
    await user.click(screen.getByRole("button", { name: t.promo_check }));
    expect(api.showOrderPromoCode).toHaveBeenCalledWith({ id: 42, code: "sale10" });
    expect(await within(summary).findByText(/будет стоить 160,20/)).toHaveTextContent(
      "С промокодом SALE10 (скидка 10 %) заказ будет стоить 160,20 ₽. Промокод ещё не применён.",
    );
    expect(api.activateOrderPromoCode).not.toHaveBeenCalled();
    expect(summary).toHaveTextContent("Сумма заказа178 ₽");
    expect(input).toHaveValue("sale10");
    // Editing the code drops the preview: it said what that other code would give.
    await user.type(input, "0");
    expect(within(summary).queryByText(/будет стоить/)).toBeNull();

    api.showOrderPromoCode.mockRejectedValue(failure(400, { code: ["Промокод не найден."] }));
    await user.click(screen.getByRole("button", { name: t.promo_check }));
    expect(await screen.findByText("Промокод не найден.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("a refused payment shows the reason near the button and keeps everything typed", async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.click(screen.getByRole("radio", { name: "Оплата со счёта мобильного" }));
    await user.type(screen.getByRole("textbox", { name: t.phone_label }), "12");
    await user.click(payButton());
    // Checked before any call, with the server's rule.
    expect(api.createPayment).not.toHaveBeenCalled();
    expect(screen.getByText(t.phone_invalid)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: t.phone_label })).toHaveFocus();

    await user.type(screen.getByRole("textbox", { name: t.phone_label }), "34567890");
    api.createPayment.mockRejectedValueOnce(
      failure(400, { nonFieldErrors: ["Этот способ оплаты сейчас недоступен."] }),
    );
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Этот способ оплаты сейчас недоступен.");
    expect(screen.getByRole("textbox", { name: t.phone_label })).toHaveValue("1234567890");
    expect(screen.getByRole("radio", { name: "Оплата со счёта мобильного" })).toBeChecked();

    api.createPayment.mockRejectedValueOnce(failure(400, { phone: ["Обязательное поле."] }));
    await user.click(payButton());
    expect(await screen.findByText("Обязательное поле.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: t.phone_label })).toHaveAttribute("aria-invalid", "true");

    api.createPayment.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await user.click(payButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(t.error_network);
    expect(screen.getByRole("textbox", { name: t.email_label })).toHaveValue("guest@example.com");
  });

  it("lets the owner decline the balance: the switch is on by default, off pays everything through the method", async () => {
    const user = userEvent.setup();
    api.createPayment.mockResolvedValue({ type: "redirect", url: SANDBOX });
    await renderReady(pageProps({ ownership: "viewer", viewerBalance: "50.00" }));
    // Before anything is spent the switch says how much the balance pays and what is left (178 ₽ order).
    const toggle = screen.getByRole("switch", { name: /^Списать с баланса 50\s₽ \(доступно 50\s₽\)$/ });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/^Останется оплатить выбранным способом: 128\s₽\.$/);
    expect(screen.getByText(t.balance_share)).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(t.use_balance_off);
    expect(screen.queryByText(t.balance_share)).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Банковская карта" }));
    await user.click(payButton());
    expect(api.createPayment).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: 42, useBalance: false }),
    );
  });

  it("counts what this order's pending attempt holds of the balance: a new attempt releases it first", async () => {
    // 50 ₽ spendable, 100 ₽ more held by this order's pending attempt: the new payment may take 150 ₽.
    await renderReady(
      pageProps({ ownership: "viewer", viewerBalance: "50.00", balanceHeldByOrder: "100.00" }),
    );
    const toggle = screen.getByRole("switch", { name: /^Списать с баланса 150\s₽ \(доступно 150\s₽\)$/ });
    expect(toggle).toHaveAccessibleDescription(/^Останется оплатить выбранным способом: 28\s₽\.$/);
  });

  it("a balance that covers the order says so, and the button names the amount it takes", async () => {
    await renderReady(pageProps({ ownership: "viewer", viewerBalance: "500.00" }));
    const toggle = screen.getByRole("switch", { name: /^Списать с баланса 178\s₽ \(доступно 500\s₽\)$/ });
    expect(toggle).toHaveAccessibleDescription(t.use_balance_covers);
    await userEvent.setup().click(screen.getByRole("radio", { name: "Банковская карта" }));
    expect(
      screen.getAllByRole("button", { name: /^Списать 178\s₽ с баланса и оплатить$/ }).length,
    ).toBeGreaterThan(0);
  });

  it("shows no balance switch to a guest", async () => {
    await renderReady();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("asks for a method before paying", async () => {
    const user = userEvent.setup();
    await renderReady();
    await user.click(payButton());
    expect(screen.getByRole("alert")).toHaveTextContent(t.method_required);
    expect(api.createPayment).not.toHaveBeenCalled();
  });

  it("an order already paid shows success at once", async () => {
    api.getOrderStatus.mockResolvedValue(status({ status: "done", paymentStatus: "succeeded" }));
    render(<PaymentPage {...pageProps({ order: { ...pageProps().order, status: "done" } })} />);
    expect(screen.getByRole("heading", { name: t.paid_title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: t.to_details })).toHaveAttribute(
      "href",
      `/orders/${HASH}/details`,
    );
    expect(screen.queryByRole("radio")).toBeNull();
    expect(liveStatus()).toHaveTextContent(t.status_paid);
    await waitFor(() => expect(api.getOrderStatus).toHaveBeenCalled());
    expect(screen.getByRole("heading", { name: t.paid_title })).toBeInTheDocument();
  });

  it("a paid order whose delivery failed says it was refunded and where the money went, not 'cannot be paid'", async () => {
    api.getOrderStatus.mockResolvedValue(status({ status: "failed", paymentStatus: "succeeded" }));
    const failed = { ...pageProps().order, status: "failed" as const };
    const { unmount } = render(
      <PaymentPage {...pageProps({ order: failed, paymentStatus: "succeeded", isAccountOrder: true })} />,
    );
    expect(screen.getByRole("heading", { name: t.refunded_title })).toBeInTheDocument();
    expect(screen.getByText(t.refunded_to_balance)).toBeInTheDocument();
    expect(screen.queryByText(t.failed_text)).toBeNull();
    expect(screen.getByRole("link", { name: t.to_details })).toHaveAttribute(
      "href",
      `/orders/${HASH}/details`,
    );
    expect(liveStatus()).toHaveTextContent(t.status_refunded);
    await waitFor(() => expect(api.getOrderStatus).toHaveBeenCalled());
    unmount();

    render(<PaymentPage {...pageProps({ order: failed, paymentStatus: "succeeded" })} />);
    expect(screen.getByText(t.refunded_to_payer)).toBeInTheDocument();
    await waitFor(() => expect(api.getOrderStatus).toHaveBeenCalledTimes(2));
  });

  it("an unpaid order that failed says it can no longer be paid", async () => {
    api.getOrderStatus.mockResolvedValue(status({ status: "failed", paymentStatus: null }));
    render(<PaymentPage {...pageProps({ order: { ...pageProps().order, status: "failed" } })} />);
    expect(screen.getByRole("heading", { name: t.failed_title })).toBeInTheDocument();
    expect(screen.getByText(t.failed_text)).toBeInTheDocument();
    await waitFor(() => expect(api.getOrderStatus).toHaveBeenCalled());
  });

  it("resumes a payment already under way, with the way back to the methods", async () => {
    const user = userEvent.setup();
    api.getOrderStatus.mockResolvedValue(
      status({ status: "waiting_for_payment", paymentStatus: "pending", paymentId: "p1" }),
    );
    api.getPaymentData.mockResolvedValue({
      type: "p2p",
      cardNumber: "2200 7001 2345 6789",
      cardName: "IVAN PETROV",
    });
    render(
      <PaymentPage
        {...pageProps({
          order: { ...pageProps().order, status: "waiting_for_payment" },
          paymentStatus: "pending",
          resumeFacts: { amountText: "208 ₽", methodTitle: "Перевод на карту" },
        })}
      />,
    );
    expect(liveStatus()).toHaveTextContent(t.status_resuming);
    expect(await screen.findByText("2200 7001 2345 6789")).toBeInTheDocument();
    expect(api.getPaymentData).toHaveBeenCalledWith({ id: 42 });
    expect(screen.getByText("Перевод на карту")).toBeInTheDocument();
    expect(screen.getAllByText("208 ₽").length).toBeGreaterThan(0);
    // The payment has started: the promo code can no longer change.
    expect(screen.getByText(t.promo_locked)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: t.other_method }));
    expect(screen.getByRole("radio", { name: "Банковская карта" })).toBeInTheDocument();
  });

  it("an order that cannot be opened says so and can try again", async () => {
    const user = userEvent.setup();
    api.getOrder.mockRejectedValueOnce(failure(503, null));
    render(<PaymentPage {...pageProps()} />);
    const alert = (await screen.findByText(t.error_network)).closest<HTMLElement>('[role="alert"]')!;
    expect(payButton()).toBeDisabled();
    await user.click(within(alert).getByRole("button", { name: t.retry }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(screen.queryByText(t.error_network)).toBeNull();
  });
});

// On a phone (issue 13) the amount to pay and "Оплатить" are one bar that the CSS sticks to the bottom of the screen
// below the two-column layout, so at 360 px they stay in view while the methods and fields scroll.
describe("the pay bar", () => {
  const css = readFileSync(path.join(process.cwd(), "components/payment/payment.module.css"), "utf8");
  const barOf = (element: HTMLElement) => element.closest<HTMLElement>(".payBar");
  /** The bar's amount line as label -> amount. */
  const amountOf = (bar: HTMLElement) => {
    const term = within(bar).getByRole("term");
    return { [term.textContent ?? ""]: (term.nextElementSibling?.textContent ?? "").replace(/\u00a0/g, " ") };
  };
  async function renderEnabled(props = pageProps()) {
    await renderReady(props);
    await waitFor(() => expect(payButton()).toBeEnabled());
  }

  it("is sticky at the bottom of the screen below the two-column layout (phones and tablets)", () => {
    const narrow = /@media \(max-width: 1023\.98px\) \{\s*\.payBar \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(narrow).toMatch(/position: sticky;/);
    expect(narrow).toMatch(/bottom: 0;/);
    expect(narrow).toMatch(/background: /);
    // On wide screens it is the end of the form, beside the sticky order column.
    expect(/^\.payBar \{([^}]*)\}/m.exec(css)?.[1]).not.toMatch(/position: sticky/);
  });

  it("holds the amount left to pay and 'Оплатить' before a method is chosen; the methods scroll above it", async () => {
    await renderEnabled();
    const bar = barOf(payButton());
    expect(bar).not.toBeNull();
    expect(amountOf(bar!)).toEqual({ [t.paying_amount]: "178 ₽" });
    expect(bar!.contains(screen.getByRole("radio", { name: "Банковская карта" }))).toBe(false);
  });

  it("shows the chosen method's amount, fee and currency included, beside the button", async () => {
    const user = userEvent.setup();
    await renderEnabled(pageProps({ country: kazakhstan }));
    await user.click(screen.getByRole("radio", { name: "Банковская карта" }));
    // 178 ₽ + 2,5 % = 182,45 ₽ at 0.158 ₽ per tenge.
    expect(amountOf(barOf(payButton())!)).toEqual({ [t.paying_amount]: "1 154,75 KZT" });
    expect(payButton()).toHaveTextContent("Оплатить 1 154,75 KZT");
  });

  it("takes the balance share off the amount before a method is chosen", async () => {
    await renderEnabled(pageProps({ ownership: "viewer", viewerBalance: "50.00" }));
    expect(amountOf(barOf(payButton())!)).toEqual({ [t.paying_amount]: "128 ₽" });
  });
});
