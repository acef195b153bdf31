// /admin/games/{id} – one game for admins: its settings (the storefront's fields, player id format, servers or the
// kind's settings), its logo, and its products, each editable, with "Добавить товар"; every change is on the
// storefront at once and audited
import type { Metadata } from "next";
import { SmartLink } from "@/components/ui/smart-link";
import { getTranslations } from "next-intl/server";
import { AddProductButton } from "@/components/admin/add-product-button";
import { AdminTable, type AdminRow } from "@/components/admin/admin-table";
import { GameForm } from "@/components/admin/game-form";
import { loadRecord } from "@/components/admin/load-record";
import { LogoUpload } from "@/components/admin/logo-upload";
import { productCells, productColumns } from "@/components/admin/product-cells";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { getAdminGame } from "@/lib/server/catalog/admin-game-row";
import { listAdminProducts } from "@/lib/server/catalog/list-admin-products";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("games_title") };
}

export default async function AdminGamePage({ params }: Props) {
  const session = await readStaffSession("admin");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const game = await loadRecord((await params).id, getAdminGame);
  const products = (await listAdminProducts()).filter((p) => p.game.id === game.id);
  const rows: AdminRow[] = products.map((p) => ({ key: String(p.id), cells: productCells(p, t, true) }));

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("game_page_title", { title: game.title })}</h1>
        <SmartLink href={`/games/${game.id}`} className={styles.exportLink}>
          {t("open_in_store")}
        </SmartLink>
      </div>
      <LogoUpload target={{ type: "games", id: game.id }} logo={game.logo} title={t("logo_title")} />
      <section className={styles.section} aria-labelledby="game-products">
        <div className={styles.pageHead}>
          <h2 id="game-products">{t("game_products")}</h2>
          <AddProductButton game={{ id: game.id, title: game.title, kind: game.kind }} />
        </div>
        <AdminTable
          caption={t("game_products")}
          columns={productColumns(t)}
          rows={rows}
          empty={t("products_empty")}
        />
      </section>
      <section className={styles.section} aria-labelledby="game-settings">
        <h2 id="game-settings">{t("game_settings")}</h2>
        <GameForm game={game} />
      </section>
    </>
  );
}
