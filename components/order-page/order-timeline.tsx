// The statuses the order went through, oldest first, with their dates; the current one is marked, and the
// steps still ahead on the normal path are listed muted (none once the order is done or failed).
import { useTranslations } from "next-intl";
import { OrderDate } from "@/components/profile/orders/order-date";
import { TitledSection } from "@/components/ui/titled-section";
import type { OrderStatus, OrderTimelineEntry } from "@/lib/api/types/order";
import { ORDER_STATUSES } from "@/lib/schemas/orders/order-statuses";
import styles from "./order-timeline.module.css";

/** created -> waiting_for_payment -> paid -> sending -> sent -> done (failed may come from any of them). */
const HAPPY_PATH: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => s !== "failed");

function stepsAhead(status: OrderStatus): OrderStatus[] {
  const at = HAPPY_PATH.indexOf(status);
  return at < 0 ? [] : HAPPY_PATH.slice(at + 1);
}

type OrderTimelineProps = { timeline: OrderTimelineEntry[]; status: OrderStatus; created: string };

export function OrderTimeline({ timeline, status, created }: OrderTimelineProps) {
  const t = useTranslations("orderPage.timeline");
  const tStatus = useTranslations("orderHistory.status");
  // A backend without the timeline still has the order's creation and its status now.
  const reached = timeline.length ? timeline : [{ status, created }];
  return (
    <TitledSection title={t("title")} className={styles.timeline} titleClassName={styles.title}>
      <ol className={styles.steps}>
        {reached.map((step, index) => {
          const isCurrent = index === reached.length - 1;
          return (
            <li
              key={`${step.status}-${index}`}
              className={`${styles.step} ${isCurrent ? styles.current : styles.done}`}
              data-status={step.status}
              aria-current={isCurrent ? "step" : undefined}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.name}>{tStatus(step.status)}</span>
              {isCurrent ? <span className={styles.chip}>{t("current")}</span> : null}
              <span className={styles.date}>
                <OrderDate created={step.created} />
              </span>
            </li>
          );
        })}
        {stepsAhead(status).map((next) => (
          <li key={next} className={`${styles.step} ${styles.ahead}`} data-status={next}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.name}>{tStatus(next)}</span>
            <span className={styles.date}>{t("upcoming")}</span>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
