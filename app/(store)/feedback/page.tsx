// /feedback – customer reviews, newest first, with the average rating; paged via ?page=
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getFormatter, getTranslations } from "next-intl/server";
import { buildPageMetadata } from "@/components/layout/page-metadata";
import { PageSection } from "@/components/layout/page-section";
import { Pager } from "@/components/layout/pager";
import { ReviewCard } from "@/components/reviews/review-card";
import reviews from "@/components/reviews/target-reviews.module.css";
import { RatingStars } from "@/components/ui/rating-stars";
import { getFeedbackRating, listFeedback } from "@/lib/server/reviews/feedback";
import { feedbackHref, parsePageParam } from "./_lib/parse-page";
import styles from "./_lib/feedback.module.css";
import { publicPage } from "@/lib/server/cache/public-page";

const FEEDBACK_PAGE_SIZE = 10;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations("feedback");
  const page = parsePageParam((await searchParams).page) ?? 1;
  const title = page > 1 ? t("page_title", { page }) : t("title");
  return buildPageMetadata({ title, description: t("description"), path: feedbackHref(page) });
}

export default async function FeedbackPage({ searchParams }: Props) {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  await connection();
  const page = parsePageParam((await searchParams).page);
  if (page === null) notFound();
  const t = await getTranslations("feedback");
  const format = await getFormatter();
  const [{ count, results }, { rating }] = await Promise.all([
    listFeedback(FEEDBACK_PAGE_SIZE, (page - 1) * FEEDBACK_PAGE_SIZE),
    getFeedbackRating(),
  ]);
  const totalPages = Math.max(1, Math.ceil(count / FEEDBACK_PAGE_SIZE));
  if (page > totalPages) notFound();

  // The average arrives as an exact decimal string ("4.83"); it is only displayed, never computed with.
  const average = rating === null ? null : Number(rating);
  const averageText =
    average === null ? null : format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 2 });

  return (
    <PageSection title={t("title")} lead={t("description")}>
      {count === 0 || average === null ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <>
          <section className={styles.summary} aria-labelledby="feedback-summary-title">
            <h2 id="feedback-summary-title" className="visually-hidden">
              {t("summary_title")}
            </h2>
            <p className={styles.average} aria-hidden="true">
              {averageText}
            </p>
            <div className={styles.summaryMeta}>
              <RatingStars rating={average} size="l" label={t("stars", { rating: averageText ?? "" })} />
              <p className={styles.count}>{t("summary_count", { count })}</p>
            </div>
          </section>
          <h2 className="visually-hidden">{t("list_title")}</h2>
          <ol className={reviews.list}>
            {results.map((item) => (
              <li key={item.id} className={styles.item}>
                <ReviewCard review={item} />
              </li>
            ))}
          </ol>
          <Pager page={page} totalPages={totalPages} hrefFor={feedbackHref} />
        </>
      )}
    </PageSection>
  );
}
