// The order page refreshes itself while the order moves on (faster once paid), also when only a line moved, and
// stops once it is final.
jest.mock("next-intl", () => jest.requireActual("../helpers/next-intl-mock"));
const router = { refresh: jest.fn(), push: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));
jest.mock("@/lib/api/orders", () => ({ getOrderDetails: jest.fn() }));

import { act, render, screen } from "@testing-library/react";
import {
  ORDER_LIVE_POLL_MS,
  ORDER_POLL_MS,
  OrderStatusWatcher,
} from "@/components/order-page/order-status-watcher";
import { readOrderProgress } from "@/components/order-page/read-order-progress";
import { getOrderDetails } from "@/lib/api/orders";
import type { OrderDetails } from "@/lib/api/types/order";

const details = getOrderDetails as jest.MockedFunction<typeof getOrderDetails>;
const hash = "a".repeat(32);
const answer = (status: OrderDetails["status"], lineStatus: "sending" | "completed" = "sending") =>
  ({
    status,
    resourcetype: "MooGoldOrder",
    orderProducts: [{ id: 7, status: lineStatus, delivery: null }],
  }) as unknown as OrderDetails;

beforeEach(() => {
  jest.useFakeTimers();
  details.mockReset();
  router.refresh.mockReset();
});
afterEach(() => jest.useRealTimers());

const tick = (ms = ORDER_POLL_MS) => act(() => jest.advanceTimersByTimeAsync(ms));
const liveTick = () => tick(ORDER_LIVE_POLL_MS);

describe("order status watcher", () => {
  it("asks by hash every 10 s while the order waits for payment and refreshes once the status moved", async () => {
    details.mockResolvedValueOnce(answer("waiting_for_payment")).mockResolvedValueOnce(answer("paid"));
    render(<OrderStatusWatcher hash={hash} status="waiting_for_payment" />);
    await tick(ORDER_POLL_MS - 1);
    expect(details).not.toHaveBeenCalled();

    await tick(1);
    expect(details).toHaveBeenCalledWith({ hash });
    expect(router.refresh).not.toHaveBeenCalled();

    await tick();
    expect(details).toHaveBeenCalledTimes(2);
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Статус заказа изменился: Оплачен");
  });

  it("asks every 3 s once paid, so codes show within seconds", async () => {
    details.mockResolvedValueOnce(answer("paid")).mockResolvedValueOnce(answer("sending"));
    render(<OrderStatusWatcher hash={hash} status="paid" />);
    await liveTick();
    expect(details).toHaveBeenCalledTimes(1);
    expect(router.refresh).not.toHaveBeenCalled();

    await liveTick();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Статус заказа изменился: Отправляется");
  });

  it("refreshes when a line moved while the order is still sending, and not while nothing changed", async () => {
    const shown = answer("sending");
    details.mockResolvedValueOnce(answer("sending")).mockResolvedValueOnce(answer("sending", "completed"));
    render(<OrderStatusWatcher hash={hash} status="sending" progress={readOrderProgress(shown)} />);
    await liveTick();
    expect(router.refresh).not.toHaveBeenCalled();

    await liveTick();
    expect(router.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("Заказ обновился");
  });

  it("keeps polling after a failed call", async () => {
    details.mockRejectedValueOnce(new TypeError("offline")).mockResolvedValueOnce(answer("sent"));
    render(<OrderStatusWatcher hash={hash} status="sending" />);
    await liveTick();
    await liveTick();
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
