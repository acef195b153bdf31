"use client";
// The last-order popup (SPEC.md sections 2 and 4): a signed-in shopper who bought this game before is offered
// to repeat that order. It closes on request, and is hidden for good once a new order is created.
import { SmartLink } from "@/components/ui/smart-link";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { summariseLines } from "@/components/profile/orders/describe-order";
import { TitledSection } from "@/components/ui/titled-section";
import { formatPrice } from "@/lib/money/format-price";
import { listOrders } from "@/lib/api/orders";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import styles from "./last-order-popup.module.css";

type LastOrderPopupProps = { gameId: number; isSignedIn: boolean; isHidden: boolean };

export function LastOrderPopup({ gameId, isSignedIn, isHidden }: LastOrderPopupProps) {
  const t = useTranslations("game");
  const [order, setOrder] = useState<OrderHistoryEntry | null>(null);
  const [isClosed, setIsClosed] = useState(false);

  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    // The newest orders come first; a short page is enough to find this game's latest.
    listOrders({ page: 1, pageSize: 20 })
      .then(({ results }) => {
        const last = results.find((o) => o.game?.id === gameId && o.resourcetype !== "RokkyOrder");
        if (isCurrent && last) setOrder(last);
      })
      .catch(() => {
        // Only an offer: without the history there is nothing to offer.
      });
    return () => {
      isCurrent = false;
    };
  }, [gameId, isSignedIn]);

  if (!order || isClosed || isHidden || !isSignedIn) return null;
  const lines = summariseLines(order);
  return (
    <TitledSection title={t("lastOrderTitle")} className={styles.popup} titleClassName={styles.title} as="p">
      <p className={styles.text}>
        {lines || order.game?.title} · {formatPrice(order.total)}
      </p>
      <div className={styles.actions}>
        <SmartLink
          className={styles.repeat}
          href={`/games/${gameId}?repeat=${order.hash}`}
          scroll={false}
          onClick={() => setIsClosed(true)}
        >
          {t("lastOrderRepeat")}
        </SmartLink>
        <button type="button" className={styles.close} onClick={() => setIsClosed(true)}>
          {t("lastOrderClose")}
        </button>
      </div>
    </TitledSection>
  );
}
