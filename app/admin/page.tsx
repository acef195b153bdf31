// /admin – the console's dashboard: sales, orders by status, failed and stuck deliveries, delivery times and low
// stock over the last `days` days (?days=7..90, 30 by default) (support, admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardView } from "@/components/admin/dashboard/dashboard-view";
import { readSearchValues } from "@/components/admin/admin-search";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { dashboardQuerySchema } from "@/lib/schemas/admin/dashboard";
import { getDashboard } from "@/lib/server/admin/get-dashboard";

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
  return <DashboardView dashboard={await getDashboard(parsed.data)} />;
}
