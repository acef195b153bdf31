// /admin/gifts – every gift, on sale or not, newest first, found by title (kept in the URL), paged; each opens its
// page; "Добавить подарок" creates one (admin only)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddGiftButton } from "@/components/admin/add-gift-button";
import type { AdminRow } from "@/components/admin/admin-table";
import { readSearchValues } from "@/components/admin/admin-search";
import { FilterActions, FilterField } from "@/components/admin/filter-fields";
import { PagedList } from "@/components/admin/paged-list";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { formatPrice } from "@/lib/money/format-price";
import { ADMIN_GIFTS_PAGE_SIZE, adminGiftsQuerySchema } from "@/lib/schemas/admin/gifts";
import { listAdminGifts } from "@/lib/server/catalog/list-admin-gifts";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/gifts";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("gifts_title") };
}

export default async function AdminGiftsPage({ searchParams }: Props) {
  const session = await readStaffSession("admin");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const values = readSearchValues(await searchParams);
  const query = adminGiftsQuerySchema.safeParse(values);
  const page = query.success ? (query.data.page ?? 1) : 1;
  const search = query.success ? query.data.search : undefined;
  const { count, results } = await listAdminGifts(
    search,
    ADMIN_GIFTS_PAGE_SIZE,
    (page - 1) * ADMIN_GIFTS_PAGE_SIZE,
  );
  const rows: AdminRow[] = results.map((g) => ({
    key: String(g.id),
    cells: {
      title: { text: g.title, href: `/admin/gifts/${g.id}` },
      type: { text: t(`gift_type.${g.type}`) },
      region: { text: t(`gift_region.${g.region}`) },
      price: { text: formatPrice(g.price) },
      discount: { text: g.discountPrice ? formatPrice(g.discountPrice) : "—" },
      cashback: { text: formatPrice(g.cashback) },
      state: { text: g.isActive ? t("product_on") : t("product_off"), tone: g.isActive ? "good" : "bad" },
    },
  }));
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("gifts_title")}</h1>
        <AddGiftButton />
      </div>
      <form
        method="get"
        action={PATH}
        className={styles.filters}
        role="search"
        aria-label={t("gifts_search")}
      >
        <FilterField name="search" label={t("gifts_search")} value={values.search} />
        <FilterActions submit={t("find")} reset={t("reset")} resetHref={PATH} />
      </form>
      <PagedList
        found={t("gifts_found", { count })}
        caption={t("gifts_title")}
        columns={[
          { id: "title", header: t("col_title") },
          { id: "type", header: t("col_type") },
          { id: "region", header: t("col_region") },
          { id: "price", header: t("col_price") },
          { id: "discount", header: t("col_discount_price") },
          { id: "cashback", header: t("col_cashback") },
          { id: "state", header: t("col_status") },
        ]}
        rows={rows}
        empty={t("gifts_empty")}
        path={PATH}
        values={values}
        page={page}
        count={count}
        pageSize={ADMIN_GIFTS_PAGE_SIZE}
      />
    </>
  );
}
