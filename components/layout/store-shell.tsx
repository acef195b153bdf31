// The default layout of the store: skip link, header, main content and footer.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import styles from "./store-shell.module.css";

export const MAIN_CONTENT_ID = "main-content";

export function StoreShell({ children }: { children: ReactNode }) {
  const t = useTranslations("layout");
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
        {t("skip_to_content")}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
