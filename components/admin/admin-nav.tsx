"use client";
// The console's sections, grouped as an operator works: the day's orders and shoppers, the catalogue, the settings.
// A sidebar on wide screens, wrapped rows above the page on narrow ones; the current section is marked for
// screen readers (aria-current) and by its look.
import { SmartLink } from "@/components/ui/smart-link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import styles from "./admin-nav.module.css";

/** Each group's sections by their path under /admin ("" is the dashboard, /admin itself); a section's label is
    the message nav_<section> (nav_dashboard for the dashboard). */
const GROUPS: { key: string; sections: string[] }[] = [
  { key: "nav_group_work", sections: ["", "orders", "standoff", "users", "feedback"] },
  { key: "nav_group_catalogue", sections: ["games", "products", "gifts", "stock", "promo", "content"] },
  { key: "nav_group_settings", sections: ["payments", "security", "audit"] },
];

const hrefOf = (section: string) => (section ? `/admin/${section}` : "/admin");
const labelKeyOf = (section: string) => `nav_${section || "dashboard"}`;

/** "/admin" is current only on itself; a section is current on its own pages too (/admin/orders/12). */
const isCurrent = (href: string, pathname: string) =>
  href === "/admin" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);

export function AdminNav() {
  const t = useTranslations("admin");
  const pathname = usePathname() ?? "/admin";
  return (
    <nav aria-label={t("nav_label")} className={styles.nav}>
      {GROUPS.map((group) => (
        <div key={group.key} className={styles.group}>
          <p className={styles.groupTitle} id={`admin-nav-${group.key}`}>
            {t(group.key)}
          </p>
          <ul className={styles.list} aria-labelledby={`admin-nav-${group.key}`}>
            {group.sections.map((section) => (
              <li key={section}>
                <SmartLink
                  href={hrefOf(section)}
                  className={styles.link}
                  aria-current={isCurrent(hrefOf(section), pathname) ? "page" : undefined}
                >
                  {t(labelKeyOf(section))}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
