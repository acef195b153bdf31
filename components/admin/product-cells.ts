// A product's row in the console's tables (the catalogue page, a game's page): price, discount, limits, state and,
// for admins, the editor's button; only PUBG products (which have a code stock) get a low-stock threshold to edit.
import type { getTranslations } from "next-intl/server";
import type { listAdminProducts } from "@/lib/server/catalog/list-admin-products";
import { formatPrice } from "@/lib/money/format-price";
import type { AdminCell, AdminColumn } from "./admin-table";

type Product = Awaited<ReturnType<typeof listAdminProducts>>[number];
type Translate = Awaited<ReturnType<typeof getTranslations<"admin">>>;

export function productCells(p: Product, t: Translate, isAdmin: boolean): Record<string, AdminCell> {
  return {
    product: { text: p.title },
    price: { text: formatPrice(p.price) },
    discount: { text: p.discountPrice ? formatPrice(p.discountPrice) : "—" },
    limits: { text: `${p.minQuantity}–${p.maxQuantity}` },
    state: { text: p.isActive ? t("product_on") : t("product_off"), tone: p.isActive ? "good" : "bad" },
    edit: isAdmin
      ? {
          text: "",
          editProduct: { ...p, lowStockThreshold: p.game.kind === "pubg" ? p.lowStockThreshold : null },
        }
      : { text: "—", tone: "muted" },
  };
}

export const productColumns = (t: Translate): AdminColumn[] => [
  { id: "product", header: t("col_product") },
  { id: "price", header: t("col_price") },
  { id: "discount", header: t("col_discount_price") },
  { id: "limits", header: t("col_limits") },
  { id: "state", header: t("col_state") },
  { id: "edit", header: t("col_actions") },
];
