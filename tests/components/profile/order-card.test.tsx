// The order card shows each kind with its own fields, the status in Russian, totals and ways to open the order.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen, within } from "@testing-library/react";
import { OrderCard } from "@/components/profile/orders/order-card";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import { paidMoney, pubgOrder, rokkyOrder, standoffOrder, steamOrder, supplyOrder } from "./order-fixtures";

const renderCard = (order: OrderHistoryEntry) => {
  render(<OrderCard order={order} />);
  return screen.getByRole("article");
};

/** The value next to a label of the card's description list. */
const field = (card: HTMLElement, label: string) =>
  within(card).getByText(label).closest("div")!.querySelector("dd")!;

describe("OrderCard", () => {
  it("names the order by its game, number and date, with the status badge", () => {
    const card = renderCard(pubgOrder);
    expect(card).toHaveAccessibleName("PUBG Mobile");
    expect(card).toHaveTextContent("Заказ №101");
    expect(within(card).getByText(/12 мая 2026/)).toHaveAttribute("datetime", pubgOrder.created);
    expect(within(card).getByText("Выполнен")).toHaveAttribute("data-status", "done");
    expect(card).toHaveTextContent("660 UC, 60 UC × 2");
  });

  it("PUBG: lists every redeem code with its UC and a copy button", () => {
    const card = renderCard(pubgOrder);
    const codes = within(field(card, "Коды UC")).getAllByRole("listitem");
    expect(codes.map((li) => li.textContent)).toEqual([
      "KMUT-4ETM-WBKJ-BNBG660 UC",
      "MQJC-9L32-LSN8-6SGN120 UC",
    ]);
    expect(
      within(card).getByRole("button", { name: "Копировать код KMUT-4ETM-WBKJ-BNBG" }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole("button", { name: "Копировать код MQJC-9L32-LSN8-6SGN" }),
    ).toBeInTheDocument();
  });

  it("PUBG: says the codes come later while the order is not delivered, and nothing once it failed", () => {
    const pending = { ...pubgOrder, status: "paid" as const, codes: [] };
    const { rerender } = render(<OrderCard order={pending} />);
    expect(field(screen.getByRole("article"), "Коды UC")).toHaveTextContent(
      "Коды появятся здесь после выполнения заказа",
    );
    rerender(<OrderCard order={{ ...pending, status: "failed", rejectReason: "Нет кодов" }} />);
    expect(screen.queryByText("Коды UC")).toBeNull();
    expect(screen.getByRole("article")).toHaveTextContent("Причина отказа: Нет кодов");
  });

  it("Standoff: shows the account id and the avatar picture, and a pay link while payment is open", () => {
    const card = renderCard(standoffOrder);
    expect(field(card, "ID аккаунта")).toHaveTextContent("48811230");
    const avatar = within(card).getByRole("img", { name: "Аватар аккаунта 48811230" });
    expect(avatar.getAttribute("src")).toContain("standoff-1.svg");
    expect(within(card).getByText("Ожидает оплаты")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Оплатить" })).toHaveAttribute(
      "href",
      `/orders/${standoffOrder.hash}/pay`,
    );
    // Paid partly from the balance or with a promo code: both sums are shown.
    expect(field(card, "Сумма")).toHaveTextContent("399 ₽");
    expect(field(card, "К оплате")).toHaveTextContent("299 ₽");
  });

  it("Steam: shows the Steam login and the amount credited, not the per-rouble line", () => {
    const card = renderCard(steamOrder);
    expect(field(card, "Логин Steam")).toHaveTextContent("demo_gamer");
    expect(field(card, "Сумма пополнения")).toHaveTextContent("500 ₽");
    expect(card).not.toHaveTextContent("Пополнение Steam × 500");
    expect(within(card).getByText("Оплачен")).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: "Оплатить" })).toBeNull();
  });

  it("supply channel: shows the player id, the server and the server id, and the reject reason", () => {
    const card = renderCard(supplyOrder);
    expect(field(card, "ID игрока")).toHaveTextContent("700123456");
    expect(field(card, "Сервер")).toHaveTextContent("Europe");
    expect(field(card, "ID сервера")).toHaveTextContent("2041");
    expect(within(card).getByText("Отклонён")).toHaveAttribute("data-status", "failed");
    expect(card).toHaveTextContent(
      "Причина отказа: Игрок с таким ID не найден. Деньги возвращены на баланс.",
    );
  });

  it("gift: is named by the gift and shows its key with a copy button", () => {
    const card = renderCard(rokkyOrder);
    expect(card).toHaveAccessibleName("Hades II");
    expect(card.querySelector("img")?.getAttribute("src")).toContain("hades-2.svg");
    expect(field(card, "Ключ активации")).toHaveTextContent("7KQ2M-XR9PT-4HDWA");
    expect(
      within(card).getByRole("button", { name: "Копировать код 7KQ2M-XR9PT-4HDWA" }),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent("Причина отказа");
  });

  it("links to the order page and offers the details dialog", () => {
    const card = renderCard(rokkyOrder);
    expect(within(card).getByRole("link", { name: "Страница заказа" })).toHaveAttribute(
      "href",
      `/orders/${rokkyOrder.hash}/details`,
    );
    expect(within(card).getByRole("button", { name: "Подробнее о заказе №105" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
  });

  it("a paid order shows 'Оплачено' with the balance and the method's share, never 'К оплате' (issue 24)", () => {
    const card = renderCard({
      ...steamOrder,
      total: "976.65",
      totalToPay: "577.65",
      money: paidMoney("976.65", {
        paid: "993.98",
        balanceShare: "399.00",
        methodFee: "17.33",
        charge: { amount: "594.98", currency: "RUB", amountRub: "594.98" },
      }),
    });
    expect(field(card, "Сумма")).toHaveTextContent("976,65 ₽");
    expect(field(card, "Оплачено")).toHaveTextContent("993,98 ₽");
    expect(field(card, "С баланса")).toHaveTextContent("399 ₽");
    expect(field(card, "Способом оплаты")).toHaveTextContent("594,98 ₽");
    expect(field(card, "В том числе комиссия")).toHaveTextContent("17,33 ₽");
    expect(within(card).queryByText("К оплате")).toBeNull();
  });

  it("an unpaid order shows 'К оплате' and no 'Оплачено'", () => {
    const card = renderCard(standoffOrder);
    expect(field(card, "К оплате")).toHaveTextContent("299 ₽");
    expect(within(card).queryByText("Оплачено")).toBeNull();
  });

  it("a refunded order says what came back", () => {
    const card = renderCard(supplyOrder);
    expect(field(card, "Возвращено")).toHaveTextContent("139 ₽");
  });
});
