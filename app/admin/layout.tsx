// /admin: the operator console's own shell (no storefront header, never indexed), with the console's messages.
import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import styles from "@/components/admin/admin.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return {
    title: { default: t("meta_title"), template: `%s — ${t("meta_title")}` },
    robots: { index: false, follow: false },
  };
}

/** The namespaces the console's client components read (the session renewal and the dialogs included). */
const CONSOLE_NAMESPACES = ["admin", "common", "profilePage", "errors"] as const;

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("admin");
  const all = await getMessages();
  const messages = Object.fromEntries(CONSOLE_NAMESPACES.map((n) => [n, all[n]]));
  return (
    <NextIntlClientProvider messages={messages}>
      <div className={styles.shell}>
        <header className={styles.header}>
          <Link href="/admin" className={styles.brand}>
            {t("title")}
          </Link>
          <nav aria-label={t("nav_label")} className={styles.nav}>
            <Link href="/admin">{t("nav_dashboard")}</Link>
            <Link href="/admin/orders">{t("nav_orders")}</Link>
            <Link href="/admin/products">{t("nav_products")}</Link>
            <Link href="/admin/games">{t("nav_games")}</Link>
            <Link href="/admin/gifts">{t("nav_gifts")}</Link>
            <Link href="/admin/content">{t("nav_content")}</Link>
            <Link href="/admin/standoff">{t("nav_standoff")}</Link>
            <Link href="/admin/stock">{t("nav_stock")}</Link>
            <Link href="/admin/users">{t("nav_users")}</Link>
            <Link href="/admin/feedback">{t("nav_feedback")}</Link>
            <Link href="/admin/audit">{t("nav_audit")}</Link>
            <Link href="/admin/promo">{t("nav_promo")}</Link>
            <Link href="/admin/payments">{t("nav_payments")}</Link>
            <Link href="/admin/security">{t("nav_security")}</Link>
          </nav>
          <Link href="/" className={styles.storeLink}>
            {t("to_store")}
          </Link>
        </header>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
    </NextIntlClientProvider>
  );
}
