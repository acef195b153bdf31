// /info – index of the store's documents and contacts
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { buildPageMetadata } from "@/components/layout/page-metadata";
import { PageSection } from "@/components/layout/page-section";
import { SmartLink } from "@/components/ui/smart-link";
import { INFO_DOCUMENTS } from "./_lib/info-documents";
import styles from "./_lib/info.module.css";
import { publicPage } from "@/lib/server/cache/public-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("info");
  return buildPageMetadata({ title: t("title"), description: t("description"), path: "/info" });
}

const LINKS = [{ href: "/info/contacts", key: "contacts" }, ...INFO_DOCUMENTS] as const;

export default async function InfoIndexPage() {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  const t = await getTranslations("info");
  return (
    <PageSection title={t("title")} lead={t("intro")}>
      <ul className={styles.cards}>
        {LINKS.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={styles.card}>
              <span className={styles.cardTitle}>{t(`${link.key}.title`)}</span>
              <span className={styles.cardText}>{t(`${link.key}.description`)}</span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
