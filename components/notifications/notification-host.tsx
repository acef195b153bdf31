"use client";
// Renders the current toast in a live region; its CSS animation's end (or the close icon) advances the queue.
import type { AnimationEvent } from "react";
import { advanceNotifications, notificationsStore, type NotificationType } from "@/lib/state/notifications";
import { useStoreValue } from "@/lib/state/value-store";
import { NotificationIcon } from "./notification-icon";
import { CloseButton } from "@/components/ui/close-button";
import styles from "./notification-host.module.css";

/** The strings of a toast, from the server: the type announced before the text, and the close icon's label. */
export type NotificationLabels = { types: Record<NotificationType, string>; close: string };

export function NotificationHost({ labels }: { labels: NotificationLabels }) {
  const { current, run, isRestarting } = useStoreValue(notificationsStore);

  function handleAnimationEnd(event: AnimationEvent<HTMLDivElement>) {
    // Only the toast's own lifetime animation counts, not animations of its children.
    if (event.target !== event.currentTarget) return;
    advanceNotifications();
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
            <span className="visually-hidden">{labels.types[current.type]}: </span>
            {current.text}
          </p>
          <CloseButton
            className={styles.close}
            onClick={advanceNotifications}
            label={labels.close}
            iconSize={16}
          />
        </div>
      ) : null}
    </div>
  );
}
