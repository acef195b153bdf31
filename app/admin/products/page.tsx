// /admin/products – every product with its game, price, discount, limits and visibility; admins edit one in a
// dialog and the storefront shows the change at once (support reads, admin edits)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTable, type AdminRow } from "@/components/admin/admin-table";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { productCells, productColumns } from "@/components/admin/product-cells";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { listAdminProducts } from "@/lib/server/catalog/list-admin-products";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("products_title") };
}

export default async function AdminProductsPage() {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const isAdmin = session.staff.role === "admin";
  const products = await listAdminProducts();
  const rows: AdminRow[] = products.map((p) => ({
    key: String(p.id),
    cells: {
      game: { text: p.game.isActive ? p.game.title : `${p.game.title} (${t("inactive")})`, tone: "muted" },
      ...productCells(p, t, isAdmin),
    },
  }));
  return (
    <>
      <h1 className={styles.pageHead}>{t("products_title")}</h1>
      <AdminTable
        caption={t("products_title")}
        columns={[{ id: "game", header: t("col_game") }, ...productColumns(t)]}
        rows={rows}
        empty={t("products_empty")}
      />
    </>
  );
}
