"use client";
// The console's sections, grouped as an operator works: the day's orders and shoppers, the catalogue, the settings.
// A sidebar on wide screens, wrapped rows above the page on narrow ones; the current section is marked for
// screen readers (aria-current) and by its look.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import styles from "./admin-nav.module.css";

type Section = { href: string; key: string };

const GROUPS: { key: string; sections: Section[] }[] = [
  {
    key: "nav_group_work",
    sections: [
      { href: "/admin", key: "nav_dashboard" },
      { href: "/admin/orders", key: "nav_orders" },
      { href: "/admin/standoff", key: "nav_standoff" },
      { href: "/admin/users", key: "nav_users" },
      { href: "/admin/feedback", key: "nav_feedback" },
    ],
  },
  {
    key: "nav_group_catalogue",
    sections: [
      { href: "/admin/games", key: "nav_games" },
      { href: "/admin/products", key: "nav_products" },
      { href: "/admin/gifts", key: "nav_gifts" },
      { href: "/admin/stock", key: "nav_stock" },
      { href: "/admin/promo", key: "nav_promo" },
      { href: "/admin/content", key: "nav_content" },
    ],
  },
  {
    key: "nav_group_settings",
    sections: [
      { href: "/admin/payments", key: "nav_payments" },
      { href: "/admin/security", key: "nav_security" },
      { href: "/admin/audit", key: "nav_audit" },
    ],
  },
];

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
            {group.sections.map((s) => (
              <li key={s.href}>
                <Link
                  href={s.href}
                  className={styles.link}
                  aria-current={isCurrent(s.href, pathname) ? "page" : undefined}
                >
                  {t(s.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
