// /admin/feedback – review moderation: every review with its order and state, hidden ones included; hide or show
// one (support, admin)
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { readSearchValues } from "@/components/admin/admin-search";
import type { AdminRow } from "@/components/admin/admin-table";
import { PagedList } from "@/components/admin/paged-list";
import { FilterActions, FilterChoice } from "@/components/admin/filter-fields";
import { formatAdminDate } from "@/components/admin/format-admin-date";
import { readStaffSession } from "@/components/admin/read-staff-session";
import { StaffRefusal } from "@/components/admin/staff-refusal";
import styles from "@/components/admin/admin.module.css";
import { ADMIN_FEEDBACK_PAGE_SIZE, adminFeedbackQuerySchema } from "@/lib/schemas/admin/feedback";
import { listAdminFeedback as queryFeedback } from "@/lib/server/reviews/moderate-feedback";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const PATH = "/admin/feedback";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("feedback_title") };
}

export default async function AdminFeedbackPage({ searchParams }: Props) {
  const session = await readStaffSession("support");
  if (session.kind !== "staff") return <StaffRefusal session={session} />;
  const t = await getTranslations("admin");
  const values = readSearchValues(await searchParams);
  const parsed = adminFeedbackQuerySchema.safeParse(values);
  const query = parsed.success ? parsed.data : {};
  const page = (parsed.success && parsed.data.page) || 1;
  const { count, results } = await queryFeedback(
    query,
    ADMIN_FEEDBACK_PAGE_SIZE,
    (page - 1) * ADMIN_FEEDBACK_PAGE_SIZE,
  );
  const rows: AdminRow[] = results.map((f) => ({
    key: String(f.id),
    cells: {
      created: { text: formatAdminDate(f.created) },
      order: { text: `№${f.orderId}`, href: `/admin/orders/${f.orderId}` },
      rating: { text: "★".repeat(f.rating) },
      text: { text: f.text },
      state: {
        text: [
          f.isHidden ? t("feedback_hidden") : t("feedback_shown"),
          f.isVerifiedPurchase ? t("feedback_verified") : "",
        ]
          .filter(Boolean)
          .join(" · "),
        tone: f.isHidden ? "bad" : "good",
      },
      actions: {
        text: "",
        actions: [
          f.isHidden
            ? {
                action: { kind: "feedback_show", feedbackId: f.id },
                label: t("feedback_show"),
                title: t("feedback_show_title", { id: f.orderId }),
              }
            : {
                action: { kind: "feedback_hide", feedbackId: f.id },
                label: t("feedback_hide"),
                title: t("feedback_hide_title", { id: f.orderId }),
              },
        ],
      },
    },
  }));
  return (
    <>
      <h1 className={styles.pageHead}>{t("feedback_title")}</h1>
      <form method="get" action={PATH} className={styles.filters} aria-label={t("filters_label")}>
        <FilterChoice
          name="is_hidden"
          label={t("col_state")}
          value={values.is_hidden}
          options={["false", "true"]}
          labelOf={(v) => t(v === "true" ? "feedback_hidden" : "feedback_shown")}
          any={t("any")}
        />
        <FilterChoice
          name="rating"
          label={t("col_rating")}
          value={values.rating}
          options={["1", "2", "3", "4", "5"]}
          labelOf={(v) => "★".repeat(Number(v))}
          any={t("any")}
        />
        <FilterActions submit={t("apply")} reset={t("reset")} resetHref={PATH} />
      </form>
      <PagedList
        found={t("feedback_found", { count })}
        caption={t("feedback_title")}
        columns={[
          { id: "created", header: t("col_created") },
          { id: "order", header: t("col_order") },
          { id: "rating", header: t("col_rating") },
          { id: "text", header: t("col_text") },
          { id: "state", header: t("col_state") },
          { id: "actions", header: t("col_actions") },
        ]}
        rows={rows}
        empty={t("feedback_empty")}
        path={PATH}
        values={values}
        page={page}
        count={count}
        pageSize={ADMIN_FEEDBACK_PAGE_SIZE}
      />
    </>
  );
}
