"use client";
// Renders the current toast in a live region; its CSS animation's end (or the close icon) advances the queue.
import { useAtomValue, useStore } from "jotai";
import { useTranslations } from "next-intl";
import type { AnimationEvent } from "react";
import { advanceNotifications, notificationsAtom } from "@/lib/state/notifications";
import { NotificationIcon } from "./notification-icon";
import { CloseButton } from "@/components/ui/close-button";
import styles from "./notification-host.module.css";

export function NotificationHost() {
  const t = useTranslations("notifications");
  const store = useStore();
  const { current, run, isRestarting } = useAtomValue(notificationsAtom);

  function handleAnimationEnd(event: AnimationEvent<HTMLDivElement>) {
    // Only the toast's own lifetime animation counts, not animations of its children.
    if (event.target !== event.currentTarget) return;
    advanceNotifications(store);
  }

  return (
    <div className={styles.region} aria-live="polite" aria-atomic="true" aria-relevant="additions text">
      {current ? (
        <div
          key={run}
          className={`${styles.toast} ${styles[current.type]} ${isRestarting ? styles.paused : styles.animated}`}
          data-type={current.type}
          data-testid="notification"
          onAnimationEnd={handleAnimationEnd}
        >
          <NotificationIcon type={current.type} className={styles.icon} />
          <p className={styles.text}>
            <span className="visually-hidden">{t(`types.${current.type}`)}: </span>
            {current.text}
          </p>
          <CloseButton
            className={styles.close}
            onClick={() => advanceNotifications(store)}
            label={t("close")}
            iconSize={16}
          />
        </div>
      ) : null}
    </div>
  );
}
