// Page links for lists paged in the URL: plain links (they work without JS and are crawlable), the previous
// and next page at the ends, nothing for a single page. Two looks: "numbers" (the catalogue) links the pages
// around the current one, with gaps, between arrows; "steps" (order history, reviews) says "page N of M"
// between "back" and "forward".
import { useTranslations } from "next-intl";
import { SmartLink } from "@/components/ui/smart-link";
import { listPageNumbers } from "./list-page-numbers";
import styles from "./pager.module.css";

type Look = "numbers" | "steps";
type PagerProps = { page: number; totalPages: number; hrefFor: (page: number) => string; look?: Look };
/** A link to the page before or after, null at the ends. */
type StepProps = { rel: "prev" | "next"; href: string | null };

/** "‹" and "›", named for screen readers; greyed out at the ends. */
function ArrowStep({ rel, href }: StepProps) {
  const t = useTranslations("pagination");
  const glyph = rel === "prev" ? "‹" : "›";
  if (href === null)
    return (
      <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
        {glyph}
      </span>
    );
  return (
    <SmartLink
      className={styles.step}
      href={href}
      rel={rel}
      aria-label={t(rel === "prev" ? "previous" : "next")}
    >
      {glyph}
    </SmartLink>
  );
}

/** "← Назад" and "Вперёд →"; an empty cell at the ends keeps the status centred. */
function TextStep({ rel, href }: StepProps) {
  const t = useTranslations("common");
  if (href === null) return <span className={styles.placeholder} />;
  return (
    <SmartLink href={href} rel={rel} className={styles.link}>
      {rel === "prev" ? <>← {t("prev_page")}</> : <>{t("next_page")} →</>}
    </SmartLink>
  );
}

function PageNumbers({ page, totalPages, hrefFor }: Omit<PagerProps, "look">) {
  const t = useTranslations("pagination");
  return (
    <ul className={styles.pages}>
      {listPageNumbers(page, totalPages).map((item, i) =>
        item === "gap" ? (
          <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item}>
            <SmartLink
              className={`${styles.page} ${item === page ? styles.current : ""}`}
              href={hrefFor(item)}
              aria-current={item === page ? "page" : undefined}
              aria-label={t("page", { page: item })}
            >
              {item}
            </SmartLink>
          </li>
        ),
      )}
    </ul>
  );
}

export function Pager({ page, totalPages, hrefFor, look = "steps" }: PagerProps) {
  const t = useTranslations();
  if (totalPages <= 1) return null;
  const Step = look === "numbers" ? ArrowStep : TextStep;
  return (
    <nav
      className={styles[look]}
      aria-label={t(look === "numbers" ? "pagination.label" : "common.pagination")}
    >
      <Step rel="prev" href={page > 1 ? hrefFor(page - 1) : null} />
      {look === "numbers" ? (
        <PageNumbers page={page} totalPages={totalPages} hrefFor={hrefFor} />
      ) : (
        <span className={styles.status}>{t("common.page_of", { page, total: totalPages })}</span>
      )}
      <Step rel="next" href={page < totalPages ? hrefFor(page + 1) : null} />
    </nav>
  );
}
