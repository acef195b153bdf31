// The profile's balance history: each movement with what it was, its order (a link to the order page), when, and
// the signed amount; an empty state before the first movement.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen, within } from "@testing-library/react";
import { BalanceHistory } from "@/components/profile/balance/balance-history";

describe("BalanceHistory", () => {
  it("lists cashback, refunds and payments with signed amounts and links to their orders", () => {
    render(
      <BalanceHistory
        entries={[
          {
            id: 3,
            created: "2026-11-20T10:00:00Z",
            kind: "cashback",
            amount: "20.00",
            orderId: 7,
            orderHash: "h7",
          },
          {
            id: 2,
            created: "2026-11-19T10:00:00Z",
            kind: "refund",
            amount: "89.00",
            orderId: 5,
            orderHash: "h5",
          },
          {
            id: 1,
            created: "2026-11-18T10:00:00Z",
            kind: "payment",
            amount: "-150.50",
            orderId: 4,
            orderHash: "h4",
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "История баланса" })).toBeInTheDocument();
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Кешбэк за подарок №7/);
    expect(rows[0].textContent?.replace(/\s/g, " ")).toContain("+20 ₽");
    expect(within(rows[0]).getByRole("link", { name: "№7" })).toHaveAttribute("href", "/orders/h7/details");
    expect(rows[1]).toHaveTextContent(/Возврат за невыполненный заказ/);
    expect(rows[2].textContent?.replace(/\s/g, " ")).toContain("−150,50 ₽");
  });

  it("says there were no movements yet", () => {
    render(<BalanceHistory entries={[]} />);
    expect(screen.getByText(/Движений по балансу пока не было/)).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
