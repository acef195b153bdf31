// /admin – the console's dashboard: sales, orders by status, failed and stuck deliveries, delivery times and low
// stock over the last `days` days (?days=7..90, 30 by default), and the refunds guests are owed through a payment
// provider that nobody has paid yet (any date; shown only when there are some) (support, admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardView } from "@/components/admin/dashboard/dashboard-view";
import { readSearchValues } from "@/components/admin/admin-search";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { sectionTable } from "@/components/admin/record-sections";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { dashboardQuerySchema } from "@/lib/schemas/admin/dashboard";
import { formatPrice } from "@/lib/money/format-price";
import { getDashboard } from "@/lib/server/admin/get-dashboard";
import { readOwedRefunds } from "@/lib/server/payments/owed-refunds";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("dashboard_title") };
}

export default async function AdminDashboardPage({ searchParams }: Props) {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const parsed = dashboardQuerySchema.safeParse(readSearchValues(await searchParams));
  if (!parsed.success) {
    return (
      <>
        <h1 className={styles.pageHead}>{t("dashboard_title")}</h1>
        <p role="alert" className={styles.alert}>
          {t("filters_invalid")} {parsed.error.issues.map((issue) => issue.message).join(" ")}
        </p>
      </>
    );
  }
  const [dashboard, owed] = await Promise.all([getDashboard(parsed.data), readOwedRefunds()]);
  const columns: [string, string][] = [
    ["id", t("col_refund")],
    ["order", t("col_order")],
    ["amount", t("col_amount")],
    ["method", t("col_method")],
    ["email", t("col_email")],
    ["since", t("col_created")],
    ["state", t("col_status")],
  ];
  const rows = owed.map((r) => ({
    key: r.id,
    cells: {
      id: { text: r.id, isMono: true },
      order: {
        text: `№${r.orderId}, ${r.lineId === null ? t("owed_refunds_whole") : t("owed_refunds_line", { id: r.lineId })}`,
        href: `/admin/orders/${r.orderId}`,
      },
      amount: { text: formatPrice(r.amountRub) },
      method: { text: r.provider, tone: "muted" as const },
      email: { text: r.email || "—" },
      since: { text: formatAdminDate(r.since) },
      state: {
        text: t(`owed_refund_state.${r.state}`),
        tone: "bad" as const,
        detail: r.failure ?? undefined,
      },
    },
  }));
  return (
    <>
      <DashboardView dashboard={dashboard} />
      {owed.length > 0 &&
        sectionTable("owed-refunds", t("owed_refunds_title"), columns, rows, t("owed_refunds_empty"))}
      {owed.length > 0 && <p className={styles.count}>{t("owed_refunds_hint")}</p>}
    </>
  );
}
