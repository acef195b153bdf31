// /admin/payments – payment methods (switch, minimum amount, fees, place) and countries of payment (currency, rate,
// default, place), each edited in a dialog; the storefront's countries answer shows a change at once (admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTable, type AdminRow } from "@/components/admin/admin-table";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { formatPrice } from "@/lib/money/format-price";
import { listAdminCountries, listAdminPaymentMethods } from "@/lib/server/payments/payment-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("payments_title") };
}

export default async function AdminPaymentsPage() {
  const session = await readStaffSession("admin");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const [methods, countries] = await Promise.all([listAdminPaymentMethods(), listAdminCountries()]);

  const methodRows: AdminRow[] = methods.map((m) => ({
    key: String(m.id),
    cells: {
      method: { text: `${m.title} (${m.name})` },
      countries: { text: m.countries.join(", ") || "—", tone: "muted" },
      min: { text: formatPrice(m.minAmount) },
      fee: { text: `${m.fee}% + ${formatPrice(m.fixFee)}` },
      position: { text: m.position === null ? "—" : String(m.position) },
      state: { text: m.isActive ? t("method_on") : t("method_off"), tone: m.isActive ? "good" : "bad" },
      edit: {
        text: "",
        settings: {
          target: { kind: "update_method", id: m.id },
          label: t("edit"),
          title: t("method_edit_title", { title: m.title }),
          fields: [
            { name: "isActive", label: t("method_active"), type: "checkbox" },
            { name: "minAmount", label: t("col_min_amount"), type: "decimal" },
            { name: "fee", label: t("col_fee_percent"), type: "decimal" },
            { name: "fixFee", label: t("col_fix_fee"), type: "decimal" },
            { name: "position", label: t("col_position"), type: "number" },
          ],
          values: {
            isActive: m.isActive,
            minAmount: m.minAmount,
            fee: m.fee,
            fixFee: m.fixFee,
            position: m.position === null ? "0" : String(m.position),
          },
        },
      },
    },
  }));

  const countryRows: AdminRow[] = countries.map((c) => ({
    key: String(c.id),
    cells: {
      country: { text: `${c.flag} ${c.name}` },
      currency: { text: c.currency, isMono: true },
      rate: { text: c.rate, isMono: true },
      position: { text: String(c.position) },
      state: { text: c.isDefault ? t("country_default") : "—", tone: c.isDefault ? "good" : "muted" },
      edit: {
        text: "",
        settings: {
          target: { kind: "update_country", id: c.id },
          label: t("edit"),
          title: t("country_edit_title", { name: c.name }),
          fields: [
            { name: "name", label: t("col_country") },
            { name: "currency", label: t("col_currency") },
            { name: "rate", label: t("col_rate"), type: "decimal" },
            { name: "position", label: t("col_position"), type: "number" },
            { name: "isDefault", label: t("country_default"), type: "checkbox" },
          ],
          values: {
            name: c.name,
            currency: c.currency,
            rate: c.rate,
            position: String(c.position),
            isDefault: c.isDefault,
          },
        },
      },
    },
  }));

  return (
    <>
      <h1 className={styles.pageHead}>{t("payments_title")}</h1>
      <AdminTable
        caption={t("methods_caption")}
        columns={[
          { id: "method", header: t("col_method") },
          { id: "countries", header: t("col_countries") },
          { id: "min", header: t("col_min_amount") },
          { id: "fee", header: t("col_fees") },
          { id: "position", header: t("col_position") },
          { id: "state", header: t("col_state_promo") },
          { id: "edit", header: t("col_actions") },
        ]}
        rows={methodRows}
        empty={t("methods_empty")}
      />
      <AdminTable
        caption={t("countries_caption")}
        columns={[
          { id: "country", header: t("col_country") },
          { id: "currency", header: t("col_currency") },
          { id: "rate", header: t("col_rate") },
          { id: "position", header: t("col_position") },
          { id: "state", header: t("country_default") },
          { id: "edit", header: t("col_actions") },
        ]}
        rows={countryRows}
        empty={t("countries_empty")}
      />
    </>
  );
}
