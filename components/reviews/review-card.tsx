// One shopper review: stars, date, and for a delivered order the "verified purchase" mark with that order's own
// delivery time. Shared by the feedback page and the reviews on game and gift pages.
import { useFormatter, useTranslations } from "next-intl";
import { useFormatDuration } from "@/components/catalog/delivery-time/use-format-duration";
import { RatingStars } from "@/components/ui/rating-stars";
import styles from "./review-card.module.css";

export type Review = {
  id: number;
  text: string;
  rating: number;
  created: string;
  isVerifiedPurchase: boolean;
  deliverySeconds: number | null;
};

export function ReviewCard({ review }: { review: Review }) {
  const t = useTranslations("feedback");
  const format = useFormatter();
  const formatDuration = useFormatDuration();
  return (
    <article className={styles.card}>
      <header className={styles.head}>
        <RatingStars rating={review.rating} size="s" label={t("stars", { rating: review.rating })} />
        <time dateTime={review.created} className={styles.date}>
          {format.dateTime(new Date(review.created), { day: "numeric", month: "long", year: "numeric" })}
        </time>
      </header>
      {review.isVerifiedPurchase && (
        <p className={styles.verified}>
          <span>{t("verified_purchase")}</span>
          {review.deliverySeconds !== null && (
            <span className={styles.delivery}>
              {t("verified_delivery", { duration: formatDuration(review.deliverySeconds) })}
            </span>
          )}
        </p>
      )}
      <p className={styles.text}>{review.text}</p>
    </article>
  );
}
