"use client";
// Keeps an unfinished order's page live: it asks for the order by its hash (every 3 s while the order is being
// paid for or delivered, every 10 s while it waits for payment; only while the tab is visible) and re-renders
// the server page when the status or a line moved, announcing the change to screen readers.
// The hash call works for anyone holding the link, unlike the status call that needs proven access.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { getOrderDetails } from "@/lib/api/orders";
import type { OrderStatus } from "@/lib/api/types/order";
import { readOrderProgress } from "./read-order-progress";
import styles from "./order-page.module.css";

/** While the shopper is still to pay: nothing moves without them. */
export const ORDER_POLL_MS = 10_000;
/** Paid and being delivered: codes appear within seconds. */
export const ORDER_LIVE_POLL_MS = 3_000;

const FINAL_STATUSES: readonly OrderStatus[] = ["done", "failed"];
const MOVING_STATUSES: readonly OrderStatus[] = ["paid", "sending", "sent"];

type OrderStatusWatcherProps = {
  hash: string;
  status: OrderStatus;
  /** readOrderProgress() of the order the page shows; without it only the status is compared. */
  progress?: string;
};

export function OrderStatusWatcher({ hash, status, progress }: OrderStatusWatcherProps) {
  const router = useRouter();
  const t = useTranslations("orderPage.live");
  const tStatus = useTranslations("orderHistory.status");
  const [announcement, setAnnouncement] = useState("");
  const isFinal = FINAL_STATUSES.includes(status);
  const pollMs = MOVING_STATUSES.includes(status) ? ORDER_LIVE_POLL_MS : ORDER_POLL_MS;

  useEffect(() => {
    if (isFinal) return;
    let isCurrent = true;
    let isBusy = false;
    async function check() {
      if (isBusy || document.visibilityState === "hidden") return;
      isBusy = true;
      try {
        const fresh = await getOrderDetails({ hash });
        if (!isCurrent) return;
        if (fresh.status !== status) {
          setAnnouncement(t("updated", { status: tStatus(fresh.status) }));
          router.refresh();
        } else if (progress !== undefined && readOrderProgress(fresh) !== progress) {
          setAnnouncement(t("progress"));
          router.refresh();
        }
      } catch {
        // A failed poll (network, restart) is retried on the next tick; the page still shows the last state.
      } finally {
        isBusy = false;
      }
    }
    const timer = window.setInterval(check, pollMs);
    const onVisible = () => document.visibilityState === "visible" && void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [hash, status, progress, isFinal, pollMs, router, t, tStatus]);

  return (
    <>
      {isFinal ? null : <p className={styles.hint}>{t("watching")}</p>}
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
