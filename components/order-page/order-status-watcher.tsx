"use client";
// Keeps an unfinished order's page fresh: every 10 s (while the tab is visible) it asks for the order by its
// hash and re-renders the server page when the status moved, announcing the new status to screen readers.
// The hash call works for anyone holding the link, unlike the status call that needs proven access.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { getOrderDetails } from "@/lib/api/orders";
import type { OrderStatus } from "@/lib/api/types/order";
import styles from "./order-page.module.css";

export const ORDER_POLL_MS = 10_000;

const FINAL_STATUSES: readonly OrderStatus[] = ["done", "failed"];

export function OrderStatusWatcher({ hash, status }: { hash: string; status: OrderStatus }) {
  const router = useRouter();
  const t = useTranslations("orderPage.live");
  const tStatus = useTranslations("orderHistory.status");
  const [announcement, setAnnouncement] = useState("");
  const isFinal = FINAL_STATUSES.includes(status);

  useEffect(() => {
    if (isFinal) return;
    let isCurrent = true;
    let isBusy = false;
    async function check() {
      if (isBusy || document.visibilityState === "hidden") return;
      isBusy = true;
      try {
        const fresh = await getOrderDetails({ hash });
        if (isCurrent && fresh.status !== status) {
          setAnnouncement(t("updated", { status: tStatus(fresh.status) }));
          router.refresh();
        }
      } catch {
        // A failed poll (network, restart) is retried on the next tick; the page still shows the last state.
      } finally {
        isBusy = false;
      }
    }
    const timer = window.setInterval(check, ORDER_POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [hash, status, isFinal, router, t, tStatus]);

  return (
    <>
      {isFinal ? null : <p className={styles.hint}>{t("watching")}</p>}
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
