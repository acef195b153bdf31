// /admin/games – every game of the four kinds, shown or hidden, in the storefront's order; each opens its page
// (settings, logo, products); "Добавить игру" creates one (admin only)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddGameButton } from "@/components/admin/add-game-button";
import { AdminTable, type AdminRow } from "@/components/admin/admin-table";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { ADMIN_GAMES_PAGE_SIZE } from "@/lib/schemas/admin/games";
import { listAdminGames } from "@/lib/server/catalog/list-admin-games";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("games_title") };
}

export default async function AdminGamesPage() {
  const session = await readStaffSession("admin");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  // The catalogue holds tens of games: one page of the API's size shows them all.
  const { results } = await listAdminGames({}, ADMIN_GAMES_PAGE_SIZE, 0);
  const rows: AdminRow[] = results.map((g) => ({
    key: String(g.id),
    cells: {
      title: { text: g.title, href: `/admin/games/${g.id}` },
      kind: { text: t(`kind.${g.kind}`) },
      products: { text: String(g.productsCount) },
      position: { text: String(g.position), tone: "muted" },
      visibility: { text: g.isActive ? t("shown") : t("hidden"), tone: g.isActive ? "good" : "bad" },
    },
  }));
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("games_title")}</h1>
        <AddGameButton />
      </div>
      <AdminTable
        caption={t("games_title")}
        columns={[
          { id: "title", header: t("col_title") },
          { id: "kind", header: t("col_kind") },
          { id: "products", header: t("col_products_count") },
          { id: "position", header: t("col_position") },
          { id: "visibility", header: t("col_visibility") },
        ]}
        rows={rows}
        empty={t("games_empty")}
      />
    </>
  );
}
