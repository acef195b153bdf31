// Seller requisites in the footer; the first contact record is the seller.
import { getTranslations } from "next-intl/server";
import { TitledSection } from "@/components/ui/titled-section";
import { listContacts } from "@/lib/server/content/contacts";
import styles from "./footer.module.css";

export async function FooterContacts() {
  const t = await getTranslations("footer");
  const { results } = await listContacts(1, 0);
  const seller = results[0];
  if (!seller) return null;
  return (
    <TitledSection title={t("contacts_title")} className={styles.column} titleClassName={styles.title}>
      <address className={styles.address}>
        <span>{seller.companyName}</span>
        {seller.inn ? <span>{t("inn", { inn: seller.inn })}</span> : null}
        {seller.companyId ? <span>{t("company_id", { id: seller.companyId })}</span> : null}
        {seller.address ? <span>{seller.address}</span> : null}
      </address>
    </TitledSection>
  );
}
