// The newest reviews of one game's (or gift's) orders on its page, each with the order's own delivery time when
// the store delivered it, and a link to every review. Nothing when there are none.
import { SmartLink } from "@/components/ui/smart-link";
import { useTranslations } from "next-intl";
import { ReviewCard, type Review } from "./review-card";
import styles from "./target-reviews.module.css";

export function TargetReviews({ reviews }: { reviews: Review[] }) {
  const t = useTranslations("feedback");
  if (!reviews.length) return null;
  return (
    <section className={styles.section} aria-labelledby="target-reviews-title">
      <div className={styles.head}>
        <h2 id="target-reviews-title" className={styles.title}>
          {t("target_title")}
        </h2>
        <SmartLink href="/feedback" className={styles.all}>
          {t("target_all")}
        </SmartLink>
      </div>
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}
