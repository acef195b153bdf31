// Every order and line status has a Russian label.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));

import { render, screen } from "@testing-library/react";
import { LineStatusBadge, OrderStatusBadge } from "@/components/profile/orders/order-status-badge";
import { ORDER_LINE_STATUSES, ORDER_STATUSES } from "@/lib/api/types/order";

describe("status badges", () => {
  it.each([
    ["created", "Создан"],
    ["waiting_for_payment", "Ожидает оплаты"],
    ["paid", "Оплачен"],
    ["sending", "Отправляется"],
    ["sent", "Отправлен"],
    ["done", "Выполнен"],
    ["failed", "Отклонён"],
  ] as const)("order status %s reads %s", (status, label) => {
    render(<OrderStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute("data-status", status);
  });

  it.each([
    ["processing", "В обработке"],
    ["sending", "Отправляется"],
    ["completed", "Выполнено"],
    ["refunded", "Возвращено"],
    ["incorrect-details", "Неверные данные"],
  ] as const)("line status %s reads %s", (status, label) => {
    render(<LineStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute("data-status", status);
  });

  it("covers every status the client knows, with distinct labels", () => {
    const { container } = render(
      <>
        {ORDER_STATUSES.map((s) => (
          <OrderStatusBadge key={s} status={s} />
        ))}
      </>,
    );
    const labels = [...container.querySelectorAll("[data-status]")].map((el) => el.textContent);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
    expect(labels.every((l) => l && /^[А-ЯЁ]/.test(l))).toBe(true);
    const lines = render(
      <>
        {ORDER_LINE_STATUSES.map((s) => (
          <LineStatusBadge key={s} status={s} />
        ))}
      </>,
    );
    expect(lines.container.querySelectorAll("[data-status]")).toHaveLength(ORDER_LINE_STATUSES.length);
  });
});
