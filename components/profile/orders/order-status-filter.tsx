// Status filter of the history as a plain GET form (works without JavaScript); the island applies a change at once.
import { useTranslations } from "next-intl";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/api/types/order";
import { PROFILE_PATH, type ProfileView } from "../profile-search";
import { OrderStatusFilterAutoSubmit } from "./order-status-filter-autosubmit";
import styles from "./order-history.module.css";

export function OrderStatusFilter({ status, view }: { status: OrderStatus | null; view: ProfileView }) {
  const t = useTranslations("profilePage");
  const ts = useTranslations("orderHistory.status");
  return (
    <form className={styles.filter} action={PROFILE_PATH} method="get" aria-label={t("filter_label")}>
      {view === "recent" ? <input type="hidden" name="view" value="recent" /> : null}
      <label htmlFor="order-status">{t("filter_status")}</label>
      <select id="order-status" name="status" defaultValue={status ?? ""}>
        <option value="">{t("filter_any")}</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ts(s)}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.apply}>
        {t("filter_apply")}
      </button>
      <OrderStatusFilterAutoSubmit />
    </form>
  );
}
