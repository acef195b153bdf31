// The orders table's filters: a plain GET form, so every filter lands in the URL (shareable, bookmarkable) and
// works without JavaScript. Dates are days in Moscow time; "to" includes its whole day.
import { getTranslations } from "next-intl/server";
import { ADMIN_ORDER_ORDERINGS, ORDER_KINDS } from "@/lib/schemas/admin/orders";
import { ORDER_LINE_STATUSES, ORDER_STATUSES } from "@/lib/schemas/orders/order-statuses";
import type { SearchValues } from "./admin-search";
import { FilterActions, FilterChoice, FilterField } from "./filter-fields";
import styles from "./admin.module.css";

export async function OrderFilters({ values }: { values: SearchValues }) {
  const t = await getTranslations("admin");
  return (
    <form method="get" action="/admin/orders" className={styles.filters} aria-label={t("filters_label")}>
      <FilterField name="id" label={t("col_id")} value={values.id} type="number" />
      <FilterField name="hash" label={t("filter_hash")} value={values.hash} />
      <FilterField name="email" label={t("col_email")} value={values.email} />
      <FilterField name="player_id" label={t("col_player")} value={values.player_id} />
      <FilterChoice
        name="status"
        label={t("col_status")}
        value={values.status}
        options={ORDER_STATUSES}
        labelOf={(v) => t(`status.${v}`)}
        any={t("any")}
      />
      <FilterChoice
        name="line_status"
        label={t("filter_line_status")}
        value={values.line_status}
        options={ORDER_LINE_STATUSES}
        labelOf={(v) => t(`line_status.${v.replace("-", "_")}`)}
        any={t("any")}
      />
      <FilterChoice
        name="kind"
        label={t("col_kind")}
        value={values.kind}
        options={ORDER_KINDS}
        labelOf={(v) => t(`kind.${v}`)}
        any={t("any")}
      />
      <FilterField name="payment_method" label={t("col_method")} value={values.payment_method} />
      <FilterField name="created_after" label={t("filter_from")} value={values.created_after} type="date" />
      <FilterField name="created_before" label={t("filter_to")} value={values.created_before} type="date" />
      {values.ordering && ADMIN_ORDER_ORDERINGS.includes(values.ordering as never) && (
        <input type="hidden" name="ordering" value={values.ordering} />
      )}
      <FilterActions submit={t("apply")} reset={t("reset")} resetHref={"/admin/orders"} />
    </form>
  );
}
