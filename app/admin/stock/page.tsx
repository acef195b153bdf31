// /admin/stock – PUBG UC codes left per product (low stock flagged against the product's own threshold) and the
// CSV upload of new codes (support reads, admin uploads)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTable, type AdminRow } from "@/components/admin/admin-table";
import { CodesUpload } from "@/components/admin/codes-upload";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { listPubgStock } from "@/lib/server/catalog/pubg-stock";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("stock_title") };
}

export default async function AdminStockPage() {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const stock = await listPubgStock();
  const rows: AdminRow[] = stock.map((s) => ({
    key: String(s.productId),
    cells: {
      product: { text: s.isActive ? s.title : `${s.title} (${t("inactive")})` },
      available: { text: String(s.available), tone: s.isLow ? "bad" : "good" },
      issued: { text: String(s.issued), tone: "muted" },
      threshold: { text: String(s.lowStockThreshold), tone: "muted" },
      state: { text: s.isLow ? t("stock_low") : t("stock_ok"), tone: s.isLow ? "bad" : "muted" },
    },
  }));
  return (
    <>
      <h1 className={styles.pageHead}>{t("stock_title")}</h1>
      <p className={styles.count}>{t("stock_low_rule")}</p>
      <AdminTable
        caption={t("stock_title")}
        columns={[
          { id: "product", header: t("col_product") },
          { id: "available", header: t("col_available") },
          { id: "issued", header: t("col_issued") },
          { id: "threshold", header: t("col_low_stock_threshold") },
          { id: "state", header: t("col_state") },
        ]}
        rows={rows}
        empty={t("stock_empty")}
      />
      {session.staff.role === "admin" && (
        <CodesUpload products={stock.map((s) => ({ id: s.productId, title: s.title }))} />
      )}
    </>
  );
}
