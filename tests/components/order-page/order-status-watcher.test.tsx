// The order page refreshes itself while the order moves on, and stops once it is final.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const router = { refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/lib/api/orders", () => ({ getOrderDetails: jest.fn() }));

import { act, render, screen } from "@testing-library/react";
import { ORDER_POLL_MS, OrderStatusWatcher } from "@/components/order-page/order-status-watcher";
import { getOrderDetails } from "@/lib/api/orders";
import type { OrderDetails } from "@/lib/api/types/order";

const details = getOrderDetails as jest.MockedFunction<typeof getOrderDetails>;
const hash = "a".repeat(32);
const answer = (status: OrderDetails["status"]) => ({ status }) as OrderDetails;

beforeEach(() => {
  jest.useFakeTimers();
  details.mockReset();
  router.refresh.mockReset();
});
afterEach(() => jest.useRealTimers());

const tick = () => act(() => jest.advanceTimersByTimeAsync(ORDER_POLL_MS));

describe("order status watcher", () => {
  it("asks by hash every 10 s and refreshes the page once the status moved, saying so", async () => {
    details.mockResolvedValueOnce(answer("paid")).mockResolvedValueOnce(answer("sending"));
    render(<OrderStatusWatcher hash={hash} status="paid" />);
    expect(details).not.toHaveBeenCalled();

    await tick();
    expect(details).toHaveBeenCalledWith({ hash });
    expect(router.refresh).not.toHaveBeenCalled();

    await tick();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Статус заказа изменился: Отправляется");
  });

  it("keeps polling after a failed call", async () => {
    details.mockRejectedValueOnce(new TypeError("offline")).mockResolvedValueOnce(answer("sent"));
    render(<OrderStatusWatcher hash={hash} status="sending" />);
    await tick();
    await tick();
    expect(details).toHaveBeenCalledTimes(2);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it("does not poll a done or failed order", async () => {
    render(<OrderStatusWatcher hash={hash} status="done" />);
    await tick();
    await tick();
    expect(details).not.toHaveBeenCalled();
    expect(screen.queryByText("Страница обновится сама, когда статус заказа изменится.")).toBeNull();
  });
});
