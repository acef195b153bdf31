// The history section of the profile: tabs (all / last 24 hours), status filter, the page of orders, pager.
import { useTranslations } from "next-intl";
import type { OrderHistoryEntry } from "@/lib/api/types/order";
import { EmptyState } from "@/components/catalog/empty-state";
import { Pager } from "@/components/layout/pager";
import { buildProfileHref, type ProfileSearch } from "../profile-search";
import { OrderCard } from "./order-card";
import { OrderHistoryTabs } from "./order-history-tabs";
import { OrderStatusFilter } from "./order-status-filter";
import styles from "./order-history.module.css";

type OrderHistoryProps = {
  orders: OrderHistoryEntry[];
  count: number;
  totalPages: number;
  search: ProfileSearch;
};

function EmptyHistory({ search }: { search: ProfileSearch }) {
  const t = useTranslations("profilePage");
  if (search.status) {
    return (
      <EmptyState
        title={t("empty_filtered_title")}
        resetHref={buildProfileHref({ view: search.view })}
        resetLabel={t("empty_reset_filter")}
      />
    );
  }
  if (search.view === "recent") {
    return (
      <EmptyState
        title={t("empty_recent_title")}
        resetHref={buildProfileHref({})}
        resetLabel={t("empty_all")}
      />
    );
  }
  return (
    <EmptyState title={t("empty_title")} hint={t("empty_hint")} resetHref="/" resetLabel={t("empty_shop")} />
  );
}

export function OrderHistory({ orders, count, totalPages, search }: OrderHistoryProps) {
  const t = useTranslations("profilePage");
  return (
    <section className={styles.history} aria-labelledby="order-history-title">
      <div className={styles.head}>
        <h2 id="order-history-title" className={styles.title}>
          {t("history_title")}
        </h2>
        <OrderHistoryTabs view={search.view} />
      </div>
      <div className={styles.toolbar}>
        <OrderStatusFilter status={search.status} view={search.view} />
        {count > 0 ? <p className={styles.count}>{t("count", { count })}</p> : null}
      </div>
      {orders.length === 0 ? (
        <EmptyHistory search={search} />
      ) : (
        <ol className={styles.list}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={search.page}
        totalPages={totalPages}
        hrefFor={(page) => buildProfileHref({ ...search, page })}
      />
    </section>
  );
}
