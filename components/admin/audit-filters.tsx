// The audit log's filters: a plain GET form, so they land in the URL; dates are days in Moscow time.
import { getTranslations } from "next-intl/server";
import type { SearchValues } from "./admin-search";
import { FilterActions, FilterField } from "./filter-fields";
import styles from "./admin.module.css";

export async function AuditFilters({ values }: { values: SearchValues }) {
  const t = await getTranslations("admin");
  return (
    <form method="get" action="/admin/audit" className={styles.filters} aria-label={t("filters_label")}>
      <FilterField name="actor" label={t("col_actor")} value={values.actor} />
      <FilterField name="action" label={t("col_action")} value={values.action} />
      <FilterField name="target_type" label={t("filter_target_type")} value={values.target_type} />
      <FilterField name="target_id" label={t("filter_target_id")} value={values.target_id} />
      <FilterField name="created_after" label={t("filter_from")} value={values.created_after} type="date" />
      <FilterField name="created_before" label={t("filter_to")} value={values.created_before} type="date" />
      <FilterActions submit={t("apply")} reset={t("reset")} resetHref={"/admin/audit"} />
    </form>
  );
}
