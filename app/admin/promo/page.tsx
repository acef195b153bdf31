// /admin/promo – every promo code with its scope, uses against the limit, expiry and state, searchable and paged;
// admins create a code for a game or a gift and switch one off or on, or change its limit or expiry (admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { AdminColumn, AdminRow } from "@/components/admin/admin-table";
import { readSearchValues } from "@/components/admin/admin-search";
import { FilterActions, FilterField } from "@/components/admin/filter-fields";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { PagedList } from "@/components/admin/paged-list";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { SettingsDialog } from "@/components/admin/settings-dialog";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { ADMIN_PROMO_PAGE_SIZE, adminPromoQuerySchema } from "@/lib/schemas/admin/promo-codes";
import { listAdminPromoCodes, listPromoTargets } from "@/lib/server/promo/promo-codes";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/promo";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("promo_title") };
}

/** The last day of an expiry, as the date field shows it (Moscow time). */
const moscowDay = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 3 * 3600_000).toISOString().slice(0, 10) : "";

export default async function AdminPromoPage({ searchParams }: Props) {
  const session = await readStaffSession("admin");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const values = readSearchValues(await searchParams);
  const parsed = adminPromoQuerySchema.safeParse(values);
  const page = parsed.success ? (parsed.data.page ?? 1) : 1;
  const search = parsed.success ? parsed.data.search : undefined;
  const [{ count, results }, targets] = await Promise.all([
    listAdminPromoCodes(search, ADMIN_PROMO_PAGE_SIZE, (page - 1) * ADMIN_PROMO_PAGE_SIZE),
    listPromoTargets(),
  ]);
  const choices = (rows: { id: number; title: string }[]) => [
    { value: "", label: t("choose") },
    ...rows.map((r) => ({ value: String(r.id), label: r.title })),
  ];

  const columns: AdminColumn[] = [
    { id: "code", header: t("col_code") },
    { id: "percent", header: t("col_percent") },
    { id: "scope", header: t("col_scope") },
    { id: "uses", header: t("col_uses") },
    { id: "expires", header: t("col_expires") },
    { id: "state", header: t("col_state_promo") },
    { id: "edit", header: t("col_actions") },
  ];
  const rows: AdminRow[] = results.map((p) => ({
    key: String(p.id),
    cells: {
      code: { text: p.code, isMono: true },
      percent: { text: `${p.percent}%` },
      scope: {
        text:
          p.scope === "personal"
            ? t("promo_scope_personal", { email: p.ownerEmail ?? "—" })
            : t(`promo_scope_${p.scope}`, { title: (p.scope === "game" ? p.gameTitle : p.giftTitle) ?? "—" }),
      },
      uses: {
        text: p.maxUses === null ? t("promo_uses_unlimited", { uses: p.uses }) : `${p.uses} / ${p.maxUses}`,
      },
      expires: { text: p.expiresAt ? formatAdminDate(p.expiresAt) : t("promo_no_expiry"), tone: "muted" },
      state: {
        text: !p.isActive ? t("promo_off") : p.isUsable ? t("promo_usable") : t("promo_spent"),
        tone: !p.isActive ? "bad" : p.isUsable ? "good" : "warn",
      },
      edit: {
        text: "",
        settings: {
          target: { kind: "update_promo", id: p.id },
          label: t("edit"),
          title: t("promo_edit_title", { code: p.code }),
          fields: [
            { name: "isActive", label: t("promo_active"), type: "checkbox" },
            { name: "maxUses", label: t("promo_max_uses"), type: "number" },
            { name: "expiresAt", label: t("promo_expires_at"), type: "date" },
          ],
          values: {
            isActive: p.isActive,
            maxUses: p.maxUses === null ? "" : String(p.maxUses),
            expiresAt: moscowDay(p.expiresAt),
          },
        },
      },
    },
  }));

  return (
    <>
      <h1 className={styles.pageHead}>{t("promo_title")}</h1>
      <SettingsDialog
        target={{ kind: "create_promo" }}
        label={t("promo_create")}
        title={t("promo_create")}
        variant="primary"
        fields={[
          { name: "code", label: t("col_code") },
          { name: "percent", label: t("promo_percent"), type: "number" },
          {
            name: "scope",
            label: t("col_scope"),
            options: [
              { value: "game", label: t("promo_for_game") },
              { value: "gift", label: t("promo_for_gift") },
            ],
          },
          {
            name: "gameId",
            label: t("col_game"),
            options: choices(targets.games),
            when: { name: "scope", value: "game" },
          },
          {
            name: "giftId",
            label: t("promo_gift"),
            options: choices(targets.gifts),
            when: { name: "scope", value: "gift" },
          },
          { name: "maxUses", label: t("promo_max_uses"), type: "number" },
          { name: "expiresAt", label: t("promo_expires_at"), type: "date" },
          { name: "isActive", label: t("promo_active"), type: "checkbox" },
        ]}
        values={{
          code: "",
          percent: "",
          scope: "game",
          gameId: "",
          giftId: "",
          maxUses: "",
          expiresAt: "",
          isActive: true,
        }}
      />
      <form
        method="get"
        action={PATH}
        className={styles.filters}
        role="search"
        aria-label={t("promo_search")}
      >
        <FilterField name="search" label={t("promo_search")} value={values.search} />
        <FilterActions submit={t("find")} reset={t("reset")} resetHref={PATH} />
      </form>
      {!parsed.success && (
        <p role="alert" className={styles.alert}>
          {parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}
        </p>
      )}
      <PagedList
        found={t("promo_found", { count })}
        caption={t("promo_title")}
        columns={columns}
        rows={rows}
        empty={t("promo_empty")}
        path={PATH}
        values={values}
        page={page}
        count={count}
        pageSize={ADMIN_PROMO_PAGE_SIZE}
      />
    </>
  );
}
