// /admin/audit – the audit log: every staff write, who, when, what, before and after; filtered in the URL (admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { readSearchValues, toRangeQuery } from "@/components/admin/admin-search";
import type { AdminRow } from "@/components/admin/admin-table";
import { PagedList } from "@/components/admin/paged-list";
import { auditActionCell } from "@/components/admin/audit-action-cell";
import { AuditFilters } from "@/components/admin/audit-filters";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { formatAdminJson } from "@/components/admin/format-admin-json";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { AUDIT_PAGE_SIZE, auditQuerySchema } from "@/lib/schemas/admin/audit";
import { listAuditLog } from "@/lib/server/audit/list-audit-log";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/audit";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("audit_title") };
}

export default async function AdminAuditPage({ searchParams }: Props) {
  const session = await readStaffSession("admin");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const values = readSearchValues(await searchParams);
  const parsed = auditQuerySchema.safeParse(toRangeQuery(values, "created_after", "created_before"));
  const head = <h1 className={styles.pageHead}>{t("audit_title")}</h1>;
  if (!parsed.success) {
    return (
      <>
        {head}
        <AuditFilters values={values} />
        <p role="alert" className={styles.alert}>
          {parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}
        </p>
      </>
    );
  }
  const page = parsed.data.page ?? 1;
  const { count, results } = await listAuditLog(parsed.data, AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
  const rows: AdminRow[] = results.map((a) => ({
    key: String(a.id),
    cells: {
      created: { text: formatAdminDate(a.created) },
      actor: { text: a.actorEmail },
      action: auditActionCell(t, a.action),
      target: {
        text: `${a.targetType} ${a.targetId}`,
        href: a.targetType === "order" ? `/admin/orders/${a.targetId}` : undefined,
      },
      before: { text: formatAdminJson(a.before), isMono: true },
      after: { text: formatAdminJson(a.after), isMono: true },
    },
  }));
  return (
    <>
      {head}
      <AuditFilters values={values} />
      <PagedList
        found={t("audit_found", { count })}
        caption={t("audit_title")}
        columns={[
          { id: "created", header: t("col_created") },
          { id: "actor", header: t("col_actor") },
          { id: "action", header: t("col_action") },
          { id: "target", header: t("col_target") },
          { id: "before", header: t("col_before") },
          { id: "after", header: t("col_after") },
        ]}
        rows={rows}
        empty={t("audit_empty")}
        path={PATH}
        values={values}
        page={page}
        count={count}
        pageSize={AUDIT_PAGE_SIZE}
      />
    </>
  );
}
