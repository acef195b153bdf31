// /admin/standoff – the Standoff 2 queue: paid lines waiting until staff buy the skin the shopper listed at the
// stated price; "bought" delivers the line, "could not buy" refunds it or asks the shopper again (support, admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminTable, type AdminRow } from "@/components/admin/admin-table";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { readStandoffQueue } from "@/lib/server/operator/standoff-queue-api";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("standoff_title") };
}

export default async function AdminStandoffPage() {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const items = await readStandoffQueue();
  const rows: AdminRow[] = items.map((i) => ({
    key: String(i.lineId),
    cells: {
      order: { text: `№${i.orderId}`, href: `/admin/orders/${i.orderId}` },
      paid: { text: formatAdminDate(i.paidAt) },
      account: { text: i.gameAccountId ?? "—", isMono: true },
      avatar: i.avatarUrl ? { text: t("open_avatar"), href: i.avatarUrl } : { text: "—", tone: "muted" },
      lot: { text: t("standoff_lot", { skin: i.skinName, price: i.price }) },
      gold: { text: `${i.gold} G` },
      actions: {
        text: "",
        actions: [
          {
            action: { kind: "standoff_bought", lineId: i.lineId },
            label: t("standoff_bought"),
            title: t("standoff_bought_title", { id: i.orderId }),
          },
          {
            action: { kind: "standoff_unbuyable", lineId: i.lineId },
            label: t("standoff_unbuyable"),
            title: t("standoff_unbuyable_title", { id: i.orderId }),
          },
        ],
      },
    },
  }));
  return (
    <>
      <h1 className={styles.pageHead}>{t("standoff_title")}</h1>
      <p className={styles.count} aria-live="polite">
        {t("standoff_found", { count: items.length })}
      </p>
      <AdminTable
        caption={t("standoff_title")}
        columns={[
          { id: "order", header: t("col_order") },
          { id: "paid", header: t("col_paid_at") },
          { id: "account", header: t("col_player") },
          { id: "avatar", header: t("col_avatar") },
          { id: "lot", header: t("col_lot") },
          { id: "gold", header: t("col_gold") },
          { id: "actions", header: t("col_actions") },
        ]}
        rows={rows}
        empty={t("standoff_empty")}
      />
    </>
  );
}
