// Breadcrumb trail above a page title; the last crumb is the current page.
import { useTranslations } from "next-intl";
import { SmartLink } from "@/components/ui/smart-link";
import styles from "./breadcrumbs.module.css";

export type Crumb = { href?: string; label: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations("layout");
  return (
    <nav aria-label={t("breadcrumbs")} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {item.href && !isLast ? (
                <SmartLink href={item.href}>{item.label}</SmartLink>
              ) : (
                <span aria-current={isLast ? "page" : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
