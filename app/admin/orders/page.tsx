// /admin/orders – every order, filtered, sorted and paged on the server with the filters in the URL (support, admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { AdminColumn, AdminRow } from "@/components/admin/admin-table";
import { PagedList } from "@/components/admin/paged-list";
import { hrefWith, readSearchValues, toRangeQuery, type SearchValues } from "@/components/admin/admin-search";
import { ExportCsvButton } from "@/components/admin/export-csv-button";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { OrderFilters } from "@/components/admin/order-filters";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { formatPrice } from "@/lib/money/format-price";
import { ADMIN_ORDERS_PAGE_SIZE, adminOrdersQuerySchema } from "@/lib/schemas/admin/orders";
import { listAdminOrders } from "@/lib/server/orders/staff/list-admin-orders";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/orders";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("orders_title") };
}

const TONE = { done: "good", failed: "bad", sending: "warn", paid: "warn" } as const;

function sortColumn(values: SearchValues, key: "id" | "created" | "total") {
  const current = values.ordering ?? "-created";
  const direction = current === key ? "ascending" : current === `-${key}` ? "descending" : "none";
  const next = direction === "descending" ? key : `-${key}`;
  return { href: hrefWith(PATH, values, { ordering: next }), direction } as const;
}

export default async function AdminOrdersPage({ searchParams }: Props) {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const values = readSearchValues(await searchParams);
  const parsed = adminOrdersQuerySchema.safeParse(toRangeQuery(values, "created_after", "created_before"));

  const heading = (
    <div className={styles.pageHead}>
      <h1>{t("orders_title")}</h1>
      <ExportCsvButton
        query={parsed.success ? toRangeQuery(values, "created_after", "created_before") : {}}
      />
    </div>
  );
  if (!parsed.success) {
    return (
      <>
        {heading}
        <OrderFilters values={values} />
        <div role="alert" className={styles.alert}>
          <p>{t("filters_invalid")}</p>
          <ul>
            {parsed.error.issues.map((issue) => (
              <li key={issue.path.join(".")}>
                {issue.path.join(".")}: {issue.message}
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }

  const page = parsed.data.page ?? 1;
  const { count, results } = await listAdminOrders(
    parsed.data,
    ADMIN_ORDERS_PAGE_SIZE,
    (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
  );
  const columns: AdminColumn[] = [
    { id: "id", header: t("col_id"), sort: sortColumn(values, "id") },
    { id: "created", header: t("col_created"), sort: sortColumn(values, "created") },
    { id: "kind", header: t("col_kind") },
    { id: "status", header: t("col_status") },
    { id: "email", header: t("col_email") },
    { id: "goods", header: t("col_goods") },
    { id: "player", header: t("col_player") },
    { id: "method", header: t("col_method") },
    { id: "total", header: t("col_total"), sort: sortColumn(values, "total") },
  ];
  const rows: AdminRow[] = results.map((o) => ({
    key: String(o.id),
    cells: {
      id: { text: `№${o.id}`, href: `${PATH}/${o.id}` },
      created: { text: formatAdminDate(o.created) },
      kind: { text: t(`kind.${o.kind}`) },
      status: { text: t(`status.${o.status}`), tone: TONE[o.status as keyof typeof TONE] },
      email: { text: o.email },
      goods: { text: o.game?.title ?? o.gift?.title ?? "—" },
      player: { text: o.playerId ?? "—", isMono: true },
      method: { text: o.paymentMethod ?? "—", tone: "muted" },
      total: { text: formatPrice(o.total) },
    },
  }));

  return (
    <>
      {heading}
      <OrderFilters values={values} />
      <PagedList
        found={t("orders_found", { count })}
        caption={t("orders_caption")}
        columns={columns}
        rows={rows}
        empty={t("orders_empty")}
        path={PATH}
        values={values}
        page={page}
        count={count}
        pageSize={ADMIN_ORDERS_PAGE_SIZE}
      />
    </>
  );
}
