// Previous/next page links for server-rendered lists paged through ?page= in the URL.
import { useTranslations } from "next-intl";
import { SmartLink } from "@/components/ui/smart-link";
import styles from "./pager.module.css";

type PagerProps = { page: number; totalPages: number; hrefFor: (page: number) => string };

export function Pager({ page, totalPages, hrefFor }: PagerProps) {
  const t = useTranslations("common");
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t("pagination")}>
      {page > 1 ? (
        <SmartLink href={hrefFor(page - 1)} rel="prev" className={styles.link}>
          ← {t("prev_page")}
        </SmartLink>
      ) : (
        <span className={styles.placeholder} />
      )}
      <span className={styles.status}>{t("page_of", { page, total: totalPages })}</span>
      {page < totalPages ? (
        <SmartLink href={hrefFor(page + 1)} rel="next" className={styles.link}>
          {t("next_page")} →
        </SmartLink>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}
