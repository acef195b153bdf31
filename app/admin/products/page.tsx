// /admin/products – every product with its game, price, discount, limits and visibility; admins edit one in a
// dialog and the storefront shows the change at once (support reads, admin edits)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTable, type AdminRow } from "@/components/admin/admin-table";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { formatPrice } from "@/lib/money/format-price";
import { listAdminProducts } from "@/lib/server/admin/list-admin-products";

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
      product: { text: p.title },
      price: { text: formatPrice(p.price) },
      discount: { text: p.discountPrice ? formatPrice(p.discountPrice) : "—" },
      limits: { text: `${p.minQuantity}–${p.maxQuantity}` },
      state: { text: p.isActive ? t("product_on") : t("product_off"), tone: p.isActive ? "good" : "bad" },
      edit: isAdmin
        ? {
            text: "",
            // Only PUBG products have a code stock, so only theirs has a low-stock threshold to edit.
            editProduct: { ...p, lowStockThreshold: p.game.kind === "pubg" ? p.lowStockThreshold : null },
          }
        : { text: "—", tone: "muted" },
    },
  }));
  return (
    <>
      <h1 className={styles.pageHead}>{t("products_title")}</h1>
      <AdminTable
        caption={t("products_title")}
        columns={[
          { id: "game", header: t("col_game") },
          { id: "product", header: t("col_product") },
          { id: "price", header: t("col_price") },
          { id: "discount", header: t("col_discount_price") },
          { id: "limits", header: t("col_limits") },
          { id: "state", header: t("col_state") },
          { id: "edit", header: t("col_actions") },
        ]}
        rows={rows}
        empty={t("products_empty")}
      />
    </>
  );
}
