// /admin/users – shoppers found by part of their e-mail or nickname, paged, the search kept in the URL; each row
// opens the account's page (support, admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { AdminColumn, AdminRow } from "@/components/admin/admin-table";
import { PagedList } from "@/components/admin/paged-list";
import { readSearchValues } from "@/components/admin/admin-search";
import { FilterActions, FilterField } from "@/components/admin/filter-fields";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { formatPrice } from "@/lib/money/format-price";
import { ADMIN_USERS_PAGE_SIZE, adminUsersQuerySchema } from "@/lib/schemas/admin/users";
import { listAdminUsers } from "@/lib/server/accounts/list-admin-users";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/users";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("users_title") };
}

export default async function AdminUsersPage({ searchParams }: Props) {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const values = readSearchValues(await searchParams);
  const parsed = adminUsersQuerySchema.safeParse(values);

  const search = (
    <form method="get" action={PATH} className={styles.filters} role="search" aria-label={t("users_search")}>
      <FilterField name="search" label={t("users_search")} value={values.search} />
      <FilterActions submit={t("find")} reset={t("reset")} resetHref={PATH} />
    </form>
  );
  const heading = <h1 className={styles.pageHead}>{t("users_title")}</h1>;
  if (!parsed.success) {
    return (
      <>
        {heading}
        {search}
        <p role="alert" className={styles.alert}>
          {parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}
        </p>
      </>
    );
  }

  const page = parsed.data.page ?? 1;
  const { count, results } = await listAdminUsers(
    parsed.data.search,
    ADMIN_USERS_PAGE_SIZE,
    (page - 1) * ADMIN_USERS_PAGE_SIZE,
  );
  const columns: AdminColumn[] = [
    { id: "id", header: t("col_id") },
    { id: "email", header: t("col_email") },
    { id: "nickname", header: t("col_nickname") },
    { id: "role", header: t("col_role") },
    { id: "balance", header: t("col_balance") },
    { id: "state", header: t("col_sign_in") },
    { id: "created", header: t("col_registered") },
  ];
  const rows: AdminRow[] = results.map((u) => ({
    key: String(u.id),
    cells: {
      id: { text: String(u.id), href: `${PATH}/${u.id}` },
      email: { text: u.email, href: `${PATH}/${u.id}` },
      nickname: { text: u.nickname || "—", tone: u.nickname ? undefined : "muted" },
      role: { text: t(`role.${u.role}`), tone: u.role === "shopper" ? "muted" : "warn" },
      balance: { text: formatPrice(u.balance) },
      state: u.isBlocked ? { text: t("blocked"), tone: "bad" } : { text: t("active"), tone: "good" },
      created: { text: formatAdminDate(u.created) },
    },
  }));

  return (
    <>
      {heading}
      {search}
      <PagedList
        found={t("users_found", { count })}
        caption={t("users_caption")}
        columns={columns}
        rows={rows}
        empty={t("users_empty")}
        path={PATH}
        values={values}
        page={page}
        count={count}
        pageSize={ADMIN_USERS_PAGE_SIZE}
      />
    </>
  );
}
