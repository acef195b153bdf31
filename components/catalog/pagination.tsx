// Pager of plain links (works without JS, crawlable); page 1 is the bare list path.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { buildPageHref, type QueryValues } from "./build-page-href";
import { listPageNumbers } from "./list-page-numbers";
import styles from "./pagination.module.css";

type PaginationProps = { basePath: string; page: number; pageCount: number; query?: QueryValues };

export function Pagination({ basePath, page, pageCount, query }: PaginationProps) {
  const t = useTranslations("pagination");
  if (pageCount <= 1) return null;
  const href = (p: number) => buildPageHref(basePath, p, query);
  return (
    <nav className={styles.pager} aria-label={t("label")}>
      {page > 1 ? (
        <Link className={styles.step} href={href(page - 1)} rel="prev" aria-label={t("previous")}>
          ‹
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          ‹
        </span>
      )}
      <ul className={styles.pages}>
        {listPageNumbers(page, pageCount).map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className={`${styles.page} ${item === page ? styles.current : ""}`}
                href={href(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("page", { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link className={styles.step} href={href(page + 1)} rel="next" aria-label={t("next")}>
          ›
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          ›
        </span>
      )}
    </nav>
  );
}
