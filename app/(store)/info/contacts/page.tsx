// /info/contacts – seller requisites from the contacts service
import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { buildPageMetadata } from "@/components/layout/page-metadata";
import { PageSection } from "@/components/layout/page-section";
import { listContacts } from "@/lib/server/content/contacts";
import styles from "../_lib/info.module.css";
import { publicPage } from "@/lib/server/cache/public-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("info.contacts");
  return buildPageMetadata({ title: t("title"), description: t("description"), path: "/info/contacts" });
}

const MAX_CONTACTS = 100;

export default async function ContactsPage() {
  publicPage(); // the same for every anonymous visitor: the page cache may keep it
  await connection();
  const t = await getTranslations("info");
  const { results } = await listContacts(MAX_CONTACTS, 0);
  return (
    <PageSection
      title={t("contacts.title")}
      lead={t("contacts.description")}
      breadcrumbs={[{ href: "/info", label: t("title") }, { label: t("contacts.title") }]}
    >
      {results.length === 0 ? (
        <p className={styles.empty}>{t("contacts.empty")}</p>
      ) : (
        <ul className={styles.contacts}>
          {results.map((contact, index) => (
            <li key={`${contact.companyId}-${index}`} className={styles.contact}>
              <h2 className={styles.contactName}>{contact.companyName}</h2>
              <dl className={styles.fields}>
                {contact.address ? (
                  <>
                    <dt>{t("contacts.address")}</dt>
                    <dd>{contact.address}</dd>
                  </>
                ) : null}
                {contact.inn ? (
                  <>
                    <dt>{t("contacts.inn")}</dt>
                    <dd>{contact.inn}</dd>
                  </>
                ) : null}
                {contact.companyId ? (
                  <>
                    <dt>{t("contacts.company_id")}</dt>
                    <dd>{contact.companyId}</dd>
                  </>
                ) : null}
                {contact.extra ? (
                  <>
                    <dt>{t("contacts.extra")}</dt>
                    <dd>{contact.extra}</dd>
                  </>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
