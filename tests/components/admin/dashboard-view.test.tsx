// The console's dashboard view: the period links, the facts, each figure's numbers as a table (money formatted,
// durations in words), failed and stuck orders linked to their pages, and one sentence instead of the charts when
// the period has no order.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
jest.mock("next-intl/server", () => ({ getTranslations: jest.fn() }));
// recharts draws nothing in jsdom (no layout): the chart's accessible summary is what is checked.
jest.mock("@/components/admin/dashboard/dashboard-bar-chart", () => ({
  DashboardBarChart: ({ label }: { label: string }) => <figure role="img" aria-label={label} />,
}));

import { render, screen, within } from "@testing-library/react";
import { DashboardView } from "@/components/admin/dashboard/dashboard-view";
import type { Dashboard } from "@/lib/server/admin/get-dashboard";

const STATUSES = ["created", "waiting_for_payment", "paid", "sending", "sent", "done", "failed"] as const;

const empty: Dashboard = {
  days: 7,
  since: "2026-05-22T21:00:00.000Z",
  sales: { orders: 0, total: "0.00" },
  salesPerDay: [{ day: "2026-05-23", orders: 0, total: "0.00" }],
  salesPerGame: [],
  ordersByStatus: STATUSES.map((status) => ({ status, count: 0 })),
  failedDeliveries: { count: 0, orders: [] },
  stuckDeliveries: { count: 0, orders: [], minutes: 15 },
  deliveryTime: [],
  lowStock: [],
};

const busy: Dashboard = {
  ...empty,
  days: 30,
  sales: { orders: 3, total: "2320.49" },
  salesPerDay: [
    { day: "2026-05-28", orders: 2, total: "1320.49" },
    { day: "2026-05-29", orders: 1, total: "1000.00" },
  ],
  salesPerGame: [{ gameId: 1, giftId: null, title: "PUBG Mobile", orders: 3, total: "2320.49" }],
  ordersByStatus: STATUSES.map((status) => ({ status, count: status === "done" ? 3 : 0 })),
  stuckDeliveries: {
    count: 25,
    minutes: 15,
    orders: [
      {
        id: 42,
        kind: "pubg",
        status: "sending",
        title: "PUBG Mobile",
        total: "50.00",
        paidAt: "2026-05-29T09:00:00.000Z",
        updated: "2026-05-29T09:01:00.000Z",
        reason: "timeout",
      },
    ],
  },
  deliveryTime: [{ kind: "pubg", orders: 3, p50Seconds: 12.5, p95Seconds: 200 }],
  lowStock: [{ productId: 7, title: "60 UC", available: 5, lowStockThreshold: 20 }],
};

describe("dashboard view", () => {
  it("shows each figure's numbers as tables, with money and durations in words", () => {
    render(<DashboardView dashboard={busy} />);
    expect(screen.getByRole("link", { name: "30 дней" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "7 дней" })).toHaveAttribute("href", "/admin?days=7");
    const sales = screen.getByRole("region", { name: "Продажи по дням" });
    expect(within(sales).getByText("28.05")).toBeInTheDocument();
    expect(within(sales).getByText("1 320,49 ₽")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /оплачено 3 заказа на 2\s320,49\s₽/ })).toBeInTheDocument();
    const times = screen.getByRole("region", { name: "Время выдачи: от оплаты до выполнения" });
    expect(within(times).getByText("12,5 с")).toBeInTheDocument();
    expect(within(times).getByText("3 мин 20 с")).toBeInTheDocument();
    expect(screen.queryByText(/За этот период заказов нет/)).not.toBeInTheDocument();
  });

  it("links stuck orders to their pages and says how many are not listed", () => {
    render(<DashboardView dashboard={busy} />);
    const stuck = screen.getByRole("region", { name: "Зависшие выдачи: оплачены больше 15 мин назад" });
    expect(within(stuck).getByRole("link", { name: "№42" })).toHaveAttribute("href", "/admin/orders/42");
    expect(within(stuck).getByText("timeout")).toBeInTheDocument();
    expect(screen.getByText("Показано 1 из 25.")).toBeInTheDocument();
    const stock = screen.getByRole("region", { name: "Заканчиваются коды PUBG" });
    expect(within(stock).getByText("60 UC")).toBeInTheDocument();
  });

  it("says there were no orders instead of drawing empty charts", () => {
    render(<DashboardView dashboard={empty} />);
    expect(screen.getByText(/За этот период заказов нет/)).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("Зависших выдач нет.")).toBeInTheDocument();
    expect(screen.getByText("Кодов всех товаров хватает.")).toBeInTheDocument();
  });
});
