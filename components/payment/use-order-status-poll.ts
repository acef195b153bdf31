"use client";
// Polls GET /api/orders/status/{id}/ while a payment is under way: 2 s, then ×1.5 up to 15 s. A hidden tab
// is not polled (the provider's page is usually in front); coming back polls at once and starts the backoff
// over, since that is when the shopper has most likely just paid. Unmounting or a new `session` stops it and
// drops any answer still on its way, so a stale status can never reach a newer payment.
import { useEffect, useRef } from "react";
import { getOrderStatus } from "@/lib/api/orders";
import type { OrderStatusResult } from "@/lib/api/types/order";

export const POLL_FIRST_DELAY_MS = 2_000;
export const POLL_MAX_DELAY_MS = 15_000;
const POLL_FACTOR = 1.5;

type PollOptions = {
  orderId: number;
  isActive: boolean;
  /** Changing it restarts the polling from scratch. */
  session: number;
  /** Ask at once instead of after the first delay (e.g. a balance payment is settled immediately). */
  isImmediate?: boolean;
  onStatus: (status: OrderStatusResult) => void;
  /** Consecutive failures so far; 0 once a poll succeeds again. */
  onFailures?: (count: number) => void;
};

export function useOrderStatusPoll({
  orderId,
  isActive,
  session,
  isImmediate,
  onStatus,
  onFailures,
}: PollOptions) {
  const callbacks = useRef({ onStatus, onFailures });
  useEffect(() => {
    callbacks.current = { onStatus, onFailures };
  });

  useEffect(() => {
    if (!isActive) return;
    let delay = POLL_FIRST_DELAY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    let isStopped = false;
    let failures = 0;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (!isStopped && !document.hidden) timer = setTimeout(tick, ms);
    };

    async function tick() {
      if (isStopped || document.hidden || controller) return;
      const current = new AbortController();
      controller = current;
      try {
        const status = await getOrderStatus({ id: orderId }, { signal: current.signal });
        if (isStopped || current.signal.aborted) return;
        if (failures) callbacks.current.onFailures?.((failures = 0));
        callbacks.current.onStatus(status);
      } catch {
        if (isStopped || current.signal.aborted) return;
        callbacks.current.onFailures?.(++failures);
      } finally {
        if (controller === current) controller = null;
      }
      delay = Math.min(delay * POLL_FACTOR, POLL_MAX_DELAY_MS);
      schedule(delay);
    }

    function handleVisibility() {
      if (document.hidden) {
        clearTimeout(timer);
        controller?.abort();
        controller = null;
        return;
      }
      delay = POLL_FIRST_DELAY_MS;
      clearTimeout(timer);
      void tick();
    }

    document.addEventListener("visibilitychange", handleVisibility);
    schedule(isImmediate ? 0 : delay);
    return () => {
      isStopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener("visibilitychange", handleVisibility);
    };
  }, [orderId, isActive, session, isImmediate]);
}
