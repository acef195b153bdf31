// The order details page body: timeline, lines with their statuses, delivered codes, the payment link and
// which review block each viewer gets.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));
jest.mock("@/lib/api/orders", () => ({ getOrderDetails: jest.fn() }));
jest.mock("@/lib/api/feedback", () => ({ createFeedback: jest.fn() }));

import { render, screen, within } from "@testing-library/react";
import { OrderPage } from "@/components/order-page/order-page";
import type { FeedbackState } from "@/components/order-page/feedback-state";
import type { OrderDetails, PubgOrder, RokkyOrder } from "@/lib/api/types/order";
import { formatPrice } from "@/lib/money/format-price";
import { ORDER_STATUSES } from "@/lib/schemas/orders/order-statuses";
import { paidMoney, pubgOrder, rokkyOrder, standoffOrder } from "../profile/order-fixtures";

const donePubg: OrderDetails = {
  ...pubgOrder,
  expiredAt: null,
  timeline: [
    { status: "created", created: "2026-05-12T11:05:00.000Z" },
    { status: "waiting_for_payment", created: "2026-05-12T11:06:00.000Z" },
    { status: "paid", created: "2026-05-12T11:07:00.000Z" },
    { status: "sending", created: "2026-05-12T11:07:30.000Z" },
    { status: "sent", created: "2026-05-12T11:08:00.000Z" },
    { status: "done", created: "2026-05-12T11:09:00.000Z" },
  ],
};

const unpaidStandoff: OrderDetails = {
  ...standoffOrder,
  expiredAt: null,
  timeline: [
    { status: "created", created: "2026-05-12T11:05:00.000Z" },
    { status: "waiting_for_payment", created: "2026-05-12T11:06:00.000Z" },
  ],
};

function renderPage(order: OrderDetails, feedback: FeedbackState = { kind: "hidden" }) {
  return render(<OrderPage order={order} feedback={feedback} />);
}

const timelineSteps = () =>
  within(screen.getByRole("region", { name: "Ход заказа" })).getAllByRole("listitem");

describe("order page", () => {
  it("names the order and lists its timeline oldest first, with dates and the current step marked", () => {
    renderPage(unpaidStandoff);
    expect(screen.getByRole("heading", { level: 1, name: "Заказ №102" })).toBeInTheDocument();
    expect(screen.getByText("Standoff 2")).toBeInTheDocument();

    const steps = timelineSteps();
    // The whole happy path (every status but "failed"), the steps behind and ahead alike.
    expect(steps.map((s) => s.getAttribute("data-status"))).toEqual(
      ORDER_STATUSES.filter((s) => s !== "failed"),
    );
    expect(steps[0]).toHaveTextContent("Создан");
    expect(steps[0]).toHaveTextContent(/12 мая 2026 г\.(,| в) 14:05/);
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(steps[1]).toHaveTextContent("Ожидает оплаты");
    expect(steps[1]).toHaveTextContent("сейчас");
    expect(steps[0]).not.toHaveAttribute("aria-current");
    // Steps still ahead carry no date and are not current.
    expect(steps[2]).toHaveTextContent("Оплачен");
    expect(steps[2]).toHaveTextContent("впереди");
    expect(steps[2].querySelector("time")).toBeNull();
  });

  it("offers the payment page while the order waits for payment, and says the page refreshes itself", () => {
    renderPage(unpaidStandoff);
    expect(screen.getByRole("link", { name: "Оплатить" })).toHaveAttribute(
      "href",
      `/orders/${standoffOrder.hash}/pay`,
    );
    expect(screen.getByText("Страница обновится сама, когда статус заказа изменится.")).toBeInTheDocument();
    expect(screen.getByText("48811230")).toBeInTheDocument();
    expect(screen.getByText("К оплате")).toBeInTheDocument();
  });

  it("shows a done order's lines with statuses and their codes with copy buttons, and no steps ahead", () => {
    renderPage(donePubg);
    expect(screen.queryByRole("link", { name: "Оплатить" })).toBeNull();
    expect(screen.queryByText("Страница обновится сама, когда статус заказа изменится.")).toBeNull();

    const steps = timelineSteps();
    expect(steps).toHaveLength(6);
    expect(steps[5]).toHaveAttribute("aria-current", "step");
    expect(steps[5]).toHaveTextContent("Выполнен");

    const contents = screen.getByRole("region", { name: "Состав заказа" });
    const lines = contents.querySelectorAll("[data-line-id]");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent("660 UC");
    expect(lines[0]).toHaveTextContent("Выполнено");
    expect(lines[0]).toHaveTextContent("1 шт. × 809 ₽");
    expect(lines[1]).toHaveTextContent("Возвращено");
    expect(
      within(contents).getByRole("button", { name: "Копировать код KMUT-4ETM-WBKJ-BNBG" }),
    ).toBeVisible();
    expect(
      within(contents).getByRole("button", { name: "Копировать код MQJC-9L32-LSN8-6SGN" }),
    ).toBeVisible();
    // Codes are listed under their lines only.
    expect(within(contents).getAllByText("KMUT-4ETM-WBKJ-BNBG")).toHaveLength(1);
  });

  it("says codes are coming while a PUBG order is not delivered, and shows a gift's key once it is", () => {
    const paid: PubgOrder = {
      ...pubgOrder,
      status: "paid",
      codes: [],
      orderProducts: pubgOrder.orderProducts.map((l) => ({ ...l, status: "processing", codes: [] })),
    };
    const { unmount } = renderPage({ ...paid, expiredAt: null, timeline: donePubg.timeline.slice(0, 3) });
    expect(screen.getByText("Коды появятся здесь после выполнения заказа")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Копировать код/ })).toBeNull();
    unmount();

    const gift: RokkyOrder = rokkyOrder;
    renderPage({ ...gift, expiredAt: null, timeline: [] });
    expect(screen.getByText("Hades II")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Копировать код 7KQ2M-XR9PT-4HDWA" })).toBeInTheDocument();
    // Without a timeline from the server, the current status still shows.
    expect(timelineSteps()[0]).toHaveAttribute("aria-current", "step");
  });

  it("shows a failed order's reject reason and no steps ahead", () => {
    renderPage({
      ...unpaidStandoff,
      status: "failed",
      isPaymentActive: false,
      rejectReason: "Аккаунт не найден.",
      timeline: [...unpaidStandoff.timeline, { status: "failed", created: "2026-05-12T11:10:00.000Z" }],
    });
    expect(screen.getByText(/Аккаунт не найден\./)).toBeInTheDocument();
    const steps = timelineSteps();
    expect(steps).toHaveLength(3);
    expect(steps[2]).toHaveTextContent("Отклонён");
    expect(screen.queryByTestId("order-expired")).toBeNull();
  });

  it("says an order not paid in time was cancelled and offers to repeat it", () => {
    renderPage({
      ...unpaidStandoff,
      status: "failed",
      isPaymentActive: false,
      rejectReason: "Время на оплату истекло, заказ отменён. Его можно повторить.",
      expiredAt: "2026-05-12T11:40:00.000Z",
      timeline: [...unpaidStandoff.timeline, { status: "failed", created: "2026-05-12T11:40:00.000Z" }],
    });
    expect(screen.getByTestId("order-expired")).toHaveTextContent("не был оплачен вовремя и отменён");
    expect(screen.queryByRole("link", { name: "Оплатить" })).toBeNull();
    expect(screen.getByRole("link", { name: "Повторить заказ" })).toHaveAttribute(
      "href",
      `/games/${standoffOrder.game!.id}?repeat=${standoffOrder.hash}`,
    );
  });

  /** The order page's totals as label -> value, from the "Состав заказа" section. */
  const totals = () => {
    const region = screen.getByRole("region", { name: "Состав заказа" });
    return Object.fromEntries(
      within(region)
        .getAllByRole("term")
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
  };

  it("a paid order says what was paid and how: the balance share, the method's charge and its fee (issue 24)", () => {
    renderPage({
      ...donePubg,
      total: "976.65",
      money: paidMoney("976.65", {
        paid: "993.98",
        balanceShare: "399.00",
        methodFee: "17.33",
        charge: { amount: "594.98", currency: "RUB", amountRub: "594.98" },
      }),
    });
    expect(totals()).toMatchObject({
      Сумма: formatPrice("976.65"),
      Оплачено: formatPrice("993.98"),
      "С баланса": formatPrice("399.00"),
      "Способом оплаты": formatPrice("594.98"),
      "В том числе комиссия": formatPrice("17.33"),
    });
    expect(screen.queryByText("К оплате")).toBeNull();
    expect(Object.keys(totals())).not.toContain("К оплате");
  });

  it("a paid order charged in another currency shows it with its roubles", () => {
    renderPage({
      ...donePubg,
      money: paidMoney("1076.10", {
        paid: "1103.10",
        methodFee: "27.00",
        charge: { amount: "6981.65", currency: "KZT", amountRub: "1103.10" },
      }),
    });
    expect(totals()["Оплачено"]).toBe(formatPrice("1103.10"));
    expect(totals()["Способом оплаты"]).toBe(
      `${formatPrice("6981.65", "KZT")} (≈ ${formatPrice("1103.10")})`,
    );
  });

  it("an unpaid order says what is left to pay and nothing paid", () => {
    renderPage(unpaidStandoff);
    expect(totals()).toMatchObject({ Сумма: formatPrice("399.00"), "К оплате": formatPrice("299.00") });
    expect(screen.queryByText("Оплачено")).toBeNull();
  });
});

describe("order page review block", () => {
  const feedbackRegion = () => screen.queryByRole("region", { name: "Отзыв о заказе" });

  it("is absent until the order is done", () => {
    renderPage(unpaidStandoff, { kind: "hidden" });
    expect(feedbackRegion()).toBeNull();
  });

  it("gives the owner of a done order the form with stars and text", () => {
    renderPage(donePubg, { kind: "form" });
    const region = feedbackRegion()!;
    expect(within(region).getByRole("group", { name: "Оценка" })).toBeInTheDocument();
    expect(within(region).getAllByRole("radio")).toHaveLength(5);
    expect(within(region).getByRole("radio", { name: "5 из 5" })).toBeInTheDocument();
    expect(within(region).getByLabelText("Текст отзыва")).toBeInTheDocument();
    expect(within(region).getByRole("button", { name: "Отправить отзыв" })).toBeInTheDocument();
  });

  it("tells a signed-out viewer that the buyer's account leaves the review, with a way to sign in", () => {
    renderPage(donePubg, { kind: "sign-in" });
    const region = feedbackRegion()!;
    expect(region).toHaveTextContent(
      "Отзыв оставляет покупатель, вошедший в аккаунт, с которого сделан заказ.",
    );
    expect(within(region).getByRole("button", { name: "Войти" })).toBeInTheDocument();
    expect(within(region).queryByRole("textbox")).toBeNull();
  });

  it("explains another account's order and a guest order without a form", () => {
    const { unmount } = renderPage(donePubg, { kind: "not-owner" });
    expect(feedbackRegion()).toHaveTextContent("Этот заказ сделан с другого аккаунта.");
    expect(within(feedbackRegion()!).queryByRole("textbox")).toBeNull();
    unmount();
    renderPage(donePubg, { kind: "guest-order" });
    expect(feedbackRegion()).toHaveTextContent(
      "оформлен без входа в аккаунт, поэтому отзыв о нём оставить нельзя",
    );
    expect(within(feedbackRegion()!).queryByRole("textbox")).toBeNull();
  });

  it("shows the review already left instead of the form", () => {
    renderPage(donePubg, { kind: "reviewed", review: { rating: 4, text: "Коды пришли за минуту" } });
    const region = feedbackRegion()!;
    expect(region).toHaveTextContent("Отзыв уже оставлен");
    expect(region).toHaveTextContent("Коды пришли за минуту");
    expect(within(region).getByRole("img", { name: "Оценка 4 из 5" })).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Все отзывы" })).toHaveAttribute("href", "/feedback");
    expect(within(region).queryByRole("textbox")).toBeNull();
  });
});
