// How fast this game's (or gift's) orders were really delivered lately: the median and the 95th percentile from
// payment to done and how many orders that is. Renders nothing without a figure (too few orders to mean anything).
import { useTranslations } from "next-intl";
import { DELIVERY_TIME_DAYS } from "@/lib/schemas/catalog/delivery-time";
import { useFormatDuration } from "./use-format-duration";
import styles from "./delivery-time-block.module.css";

export type DeliveryTimeFigure = { orders: number; medianSeconds: number; p95Seconds: number };

type Props = {
  figure: DeliveryTimeFigure | null;
  /** Stacked and as narrow as the column beside a cover (the gift page), not a full-width strip. */
  isCompact?: boolean;
};

export function DeliveryTimeBlock({ figure, isCompact = false }: Props) {
  const t = useTranslations("deliveryTime");
  const formatDuration = useFormatDuration();
  if (!figure) return null;
  return (
    <section
      className={isCompact ? `${styles.block} ${styles.compact}` : styles.block}
      aria-labelledby="delivery-time-title"
      data-testid="delivery-time"
    >
      <div className={styles.head}>
        <h2 id="delivery-time-title" className={styles.title}>
          {t("title")}
        </h2>
        <p className={styles.lead}>{t("lead", { orders: figure.orders, days: DELIVERY_TIME_DAYS })}</p>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t("median_label")}</dt>
          <dd>{t("median_value", { duration: formatDuration(figure.medianSeconds) })}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t("p95_label")}</dt>
          <dd>{t("p95_value", { duration: formatDuration(figure.p95Seconds) })}</dd>
        </div>
      </dl>
    </section>
  );
}
