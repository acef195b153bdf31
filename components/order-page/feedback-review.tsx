"use client";
// "Already reviewed": the review itself when the page knows it, and the way to every review.
import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/ui/rating-stars";
import { SmartLink } from "@/components/ui/smart-link";
import styles from "./feedback.module.css";

export function FeedbackReview({ review }: { review: { rating: number; text: string } | null }) {
  const t = useTranslations("orderPage.feedback");
  return (
    <div role="status" className={styles.review}>
      <p className={styles.thanksTitle}>{t("reviewed")}</p>
      {review ? (
        <figure className={styles.quote}>
          <RatingStars rating={review.rating} label={t("reviewRating", { rating: review.rating })} />
          <blockquote className={styles.text}>{review.text}</blockquote>
        </figure>
      ) : (
        <p className={styles.text}>{t("reviewedText")}</p>
      )}
      <SmartLink href="/feedback" className={styles.link}>
        {t("allFeedback")}
      </SmartLink>
    </div>
  );
}
