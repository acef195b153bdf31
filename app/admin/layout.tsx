// /admin: the operator console's own shell (no storefront header, never indexed), with the console's messages.
import type { Metadata } from "next";
import { SmartLink } from "@/components/ui/smart-link";
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { AdminNav } from "@/components/admin/admin-nav";
import { ConsoleNoticeProvider } from "@/components/admin/console-notice";
import { ClientMessages } from "@/lib/i18n/client-messages";
import styles from "@/components/admin/admin.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return {
    title: { default: t("meta_title"), template: `%s — ${t("meta_title")}` },
    robots: { index: false, follow: false },
  };
}

/** The namespaces the console's client components read (the session renewal and the dialogs included). */
const CONSOLE_NAMESPACES = ["admin", "common", "profilePage"] as const;

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("admin");
  return (
    <ClientMessages namespaces={CONSOLE_NAMESPACES}>
      <div className={styles.shell}>
        <header className={styles.header}>
          <SmartLink href="/admin" className={styles.brand}>
            {t("title")}
          </SmartLink>
          <SmartLink href="/" className={styles.storeLink}>
            {t("to_store")}
          </SmartLink>
        </header>
        <div className={styles.body}>
          <aside className={styles.sidebar}>
            <AdminNav />
          </aside>
          <main id="main" className={styles.main}>
            <ConsoleNoticeProvider>{children}</ConsoleNoticeProvider>
          </main>
        </div>
      </div>
    </ClientMessages>
  );
}
