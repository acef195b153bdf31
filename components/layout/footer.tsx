// Site footer: seller requisites (contacts service), legal documents and copyright.
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { SmartLink } from "@/components/ui/smart-link";
import { FooterContacts } from "./footer-contacts";
import styles from "./footer.module.css";

export const LEGAL_LINKS = [
  { href: "/info/privacy-policy", key: "privacy_policy" },
  { href: "/info/user-agreement", key: "user_agreement" },
  { href: "/info/TextBlock", key: "text_block" },
  { href: "/info/contacts", key: "contacts" },
] as const;

export async function Footer() {
  const t = await getTranslations("footer");
  const brand = await getTranslations("brand");
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} aria-label={t("label")}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <p className={styles.brand}>{brand("name")}</p>
          <p className={styles.muted}>{t("tagline")}</p>
        </div>
        <Suspense fallback={null}>
          <FooterContacts />
        </Suspense>
        <nav className={styles.column} aria-labelledby="footer-legal-title">
          <h2 id="footer-legal-title" className={styles.title}>
            {t("legal_title")}
          </h2>
          <ul className={styles.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{t(link.key)}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.muted}>{t("copyright", { year, brand: brand("name") })}</p>
      </div>
    </footer>
  );
}
