// Status polling: 2 s growing ×1.5 up to 15 s, nothing while the tab is hidden, at once when it shows again,
// nothing after unmounting, and no stale answer after a restart.
jest.mock("@/lib/api/orders", () => ({ getOrderStatus: jest.fn() }));

import { act, renderHook } from "@testing-library/react";
import { useOrderStatusPoll } from "@/components/payment/use-order-status-poll";
import { getOrderStatus } from "@/lib/api/orders";
import type { OrderStatusResult } from "@/lib/api/types/order";

const mocked = getOrderStatus as jest.MockedFunction<typeof getOrderStatus>;
const pending: OrderStatusResult = {
  id: 42,
  status: "waiting_for_payment",
  paymentId: "p",
  paymentStatus: "pending",
};
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

let isHidden = false;
beforeAll(() => {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => isHidden });
});

beforeEach(() => {
  jest.useFakeTimers();
  mocked.mockReset();
  mocked.mockResolvedValue(pending);
  isHidden = false;
});

afterEach(() => jest.useRealTimers());

function setHidden(value: boolean) {
  isHidden = value;
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
}

/** Times (ms since start) at which the status was asked for, over `total` ms. */
async function pollTimes(total: number, step = 250) {
  const times: number[] = [];
  for (let now = step; now <= total; now += step) {
    const before = mocked.mock.calls.length;
    await advance(step);
    if (mocked.mock.calls.length > before) times.push(now);
  }
  return times;
}

describe("useOrderStatusPoll", () => {
  it("backs off from 2 s by ×1.5 up to 15 s and hands every status over", async () => {
    const onStatus = jest.fn();
    renderHook(() => useOrderStatusPoll({ orderId: 42, isActive: true, session: 0, onStatus }));
    const times = await pollTimes(60_000);
    // 2, +3, +4.5, +6.75, +10.125, then 15 s apart.
    expect(times.slice(0, 7)).toEqual([2_000, 5_000, 9_500, 16_250, 26_500, 41_500, 56_500]);
    expect(mocked).toHaveBeenCalledWith({ id: 42 }, { signal: expect.any(AbortSignal) });
    expect(onStatus).toHaveBeenCalledTimes(times.length);
    expect(onStatus).toHaveBeenLastCalledWith(pending);
  });

  it("stops while the tab is hidden and asks at once when it is shown again", async () => {
    renderHook(() => useOrderStatusPoll({ orderId: 42, isActive: true, session: 0, onStatus: jest.fn() }));
    await advance(2_000);
    expect(mocked).toHaveBeenCalledTimes(1);
    setHidden(true);
    await advance(120_000);
    expect(mocked).toHaveBeenCalledTimes(1);
    setHidden(false);
    await advance(0);
    expect(mocked).toHaveBeenCalledTimes(2);
    // The backoff starts over: the next one 3 s later (2 s × 1.5 after the immediate poll).
    await advance(2_999);
    expect(mocked).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(mocked).toHaveBeenCalledTimes(3);
  });

  it("stops on unmount and when no longer active, and counts failures", async () => {
    const onFailures = jest.fn();
    mocked.mockRejectedValue(new Error("offline"));
    const { rerender, unmount } = renderHook(
      ({ isActive }) =>
        useOrderStatusPoll({ orderId: 42, isActive, session: 0, onStatus: jest.fn(), onFailures }),
      { initialProps: { isActive: true } },
    );
    await advance(2_000);
    await advance(3_000);
    expect(onFailures.mock.calls).toEqual([[1], [2]]);
    mocked.mockResolvedValue(pending);
    await advance(4_500);
    expect(onFailures).toHaveBeenLastCalledWith(0);
    rerender({ isActive: false });
    const calls = mocked.mock.calls.length;
    await advance(60_000);
    expect(mocked).toHaveBeenCalledTimes(calls);
    rerender({ isActive: true });
    unmount();
    await advance(60_000);
    expect(mocked).toHaveBeenCalledTimes(calls);
  });

  it("drops an answer that arrives after a restart", async () => {
    let resolve: (s: OrderStatusResult) => void = () => undefined;
    mocked.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const onStatus = jest.fn();
    const { rerender } = renderHook(
      ({ session }) => useOrderStatusPoll({ orderId: 42, isActive: true, session, onStatus }),
      { initialProps: { session: 0 } },
    );
    await advance(2_000);
    rerender({ session: 1 });
    await act(async () => resolve({ ...pending, paymentStatus: "declined" }));
    expect(onStatus).not.toHaveBeenCalled();
    await advance(2_000);
    expect(onStatus).toHaveBeenCalledWith(pending);
  });
});
