// The console's dashboard (/admin): the period switch, the period's facts, then each figure as a chart (a picture
// for the eye) above its table (the exact numbers, for everyone and for screen readers). Failed and stuck orders
// link to their pages. With no order in the period the charts give way to one sentence.
import { SmartLink } from "@/components/ui/smart-link";
import { useTranslations } from "next-intl";
import { formatPrice } from "@/lib/money/format-price";
import { DASHBOARD_DAYS } from "@/lib/schemas/admin/dashboard";
import type { Dashboard } from "@/lib/server/admin/get-dashboard";
import type { AdminRow } from "../admin-table";
import { formatAdminDate } from "../format-admin-date";
import { RecordFacts, sectionTable } from "../record-sections";
import styles from "../admin.module.css";
import { DashboardBarChart } from "./dashboard-bar-chart";
import ownStyles from "./dashboard.module.css";

type T = ReturnType<typeof useTranslations<"admin">>;

/** The periods offered as links (any other `days` within the limits works in the URL). */
const PERIODS = [DASHBOARD_DAYS.min, DASHBOARD_DAYS.default, DASHBOARD_DAYS.max];

/** Whole roubles of a money string, for a bar's height only (the exact amount is in the tooltip and table). */
const wholeRoubles = (amount: string) => Number(amount.split(".")[0]);

/** "12,5 с", "3 мин 20 с", "1 ч 5 мин". */
export function formatDuration(t: T, seconds: number): string {
  if (seconds < 60) return t("dashboard_seconds", { seconds: seconds.toLocaleString("ru-RU") });
  const whole = Math.round(seconds);
  if (whole < 3600) return t("dashboard_minutes", { minutes: Math.floor(whole / 60), seconds: whole % 60 });
  return t("dashboard_hours", { hours: Math.floor(whole / 3600), minutes: Math.floor((whole % 3600) / 60) });
}

/** "28.05" from "2026-05-28": the chart's axis label. */
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

function orderRows(t: T, orders: Dashboard["stuckDeliveries"]["orders"]): AdminRow[] {
  return orders.map((o) => ({
    key: String(o.id),
    cells: {
      id: { text: `№${o.id}`, href: `/admin/orders/${o.id}` },
      paid: { text: formatAdminDate(o.paidAt) },
      kind: { text: t(`kind.${o.kind}`) },
      goods: { text: o.title ?? "—" },
      status: { text: t(`status.${o.status}`), tone: o.status === "failed" ? "bad" : "warn" },
      total: { text: formatPrice(o.total) },
      reason: { text: o.reason ?? "—", tone: "muted" },
    },
  }));
}

function OrderList({
  id,
  title,
  list,
  empty,
}: {
  id: string;
  title: string;
  list: Dashboard["failedDeliveries"];
  empty: string;
}) {
  const t = useTranslations("admin");
  const columns: [string, string][] = [
    ["id", t("col_id")],
    ["paid", t("col_paid_at")],
    ["kind", t("col_kind")],
    ["goods", t("col_goods")],
    ["status", t("col_status")],
    ["total", t("col_total")],
    ["reason", t("col_reason")],
  ];
  return (
    <>
      {sectionTable(id, title, columns, orderRows(t, list.orders), empty)}
      {list.count > list.orders.length && (
        <p className={styles.count}>
          {t("dashboard_shown", { shown: list.orders.length, count: list.count })}
        </p>
      )}
    </>
  );
}

/** A figure's chart (the picture) above its section table (the numbers); each row a name, a count and a sum. */
function ChartAndTable({
  id,
  title,
  label,
  items,
  isHorizontal,
}: {
  id: string;
  title: string;
  label: string;
  items: { key: string; name: string; count: number; total?: string }[];
  isHorizontal?: boolean;
}) {
  const t = useTranslations("admin");
  const hasMoney = items.some((i) => i.total !== undefined);
  const money = (total: string | undefined) => formatPrice(total ?? "0.00");
  return (
    <>
      <DashboardBarChart
        label={label}
        isHorizontal={isHorizontal}
        bars={items.map((i) => ({
          name: i.name,
          value: hasMoney ? wholeRoubles(i.total ?? "0") : i.count,
          text: hasMoney ? `${money(i.total)} · ${i.count}` : String(i.count),
        }))}
      />
      {sectionTable(
        id,
        title,
        [
          ["name", title],
          ["orders", t("col_orders")],
          ...(hasMoney ? [["total", t("col_total")] as [string, string]] : []),
        ],
        items.map((i) => ({
          key: i.key,
          cells: {
            name: { text: i.name },
            orders: { text: String(i.count), tone: i.count ? undefined : "muted" },
            ...(hasMoney ? { total: { text: money(i.total), tone: i.count ? undefined : "muted" } } : {}),
          },
        })),
        t("none"),
      )}
    </>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const t = useTranslations("admin");
  const { sales, salesPerDay, salesPerGame, ordersByStatus, deliveryTime } = dashboard;
  return (
    <>
      <ChartAndTable
        id="dashboard-sales"
        title={t("dashboard_sales_title")}
        label={t("dashboard_sales_chart", { orders: sales.orders, total: formatPrice(sales.total) })}
        items={salesPerDay.map((d) => ({
          key: d.day,
          name: shortDay(d.day),
          count: d.orders,
          total: d.total,
        }))}
      />
      <ChartAndTable
        id="dashboard-games"
        title={t("dashboard_games_title")}
        label={t("dashboard_games_chart")}
        isHorizontal
        items={salesPerGame.map((g) => ({
          key: `${g.gameId ?? ""}-${g.giftId ?? ""}`,
          name: g.title,
          count: g.orders,
          total: g.total,
        }))}
      />
      <ChartAndTable
        id="dashboard-statuses"
        title={t("dashboard_status_title")}
        label={t("dashboard_status_chart")}
        items={ordersByStatus.map((s) => ({ key: s.status, name: t(`status.${s.status}`), count: s.count }))}
      />
      {sectionTable(
        "dashboard-times",
        t("dashboard_times_title"),
        [
          ["kind", t("col_kind")],
          ["orders", t("col_orders")],
          ["p50", t("col_p50")],
          ["p95", t("col_p95")],
        ],
        deliveryTime.map((d) => ({
          key: d.kind,
          cells: {
            kind: { text: t(`kind.${d.kind}`) },
            orders: { text: String(d.orders) },
            p50: { text: formatDuration(t, d.p50Seconds) },
            p95: { text: formatDuration(t, d.p95Seconds) },
          },
        })),
        t("dashboard_times_empty"),
      )}
    </>
  );
}

export function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const t = useTranslations("admin");
  const { days, sales, ordersByStatus, failedDeliveries, stuckDeliveries, lowStock } = dashboard;
  const isEmpty = sales.orders === 0 && ordersByStatus.every((s) => s.count === 0);
  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("dashboard_title")}</h1>
        <nav aria-label={t("dashboard_period")} className={ownStyles.periods}>
          {PERIODS.map((n) => (
            <SmartLink key={n} href={`/admin?days=${n}`} aria-current={n === days ? "page" : undefined}>
              {t("dashboard_days", { days: n })}
            </SmartLink>
          ))}
        </nav>
      </div>
      <RecordFacts
        label={t("dashboard_summary")}
        facts={[
          [t("dashboard_period"), t("dashboard_days", { days })],
          [t("dashboard_paid_orders"), String(sales.orders)],
          [t("dashboard_revenue"), formatPrice(sales.total)],
          [t("dashboard_failed_title"), String(failedDeliveries.count)],
          [t("dashboard_stuck_title", { minutes: stuckDeliveries.minutes }), String(stuckDeliveries.count)],
        ]}
      />
      {isEmpty ? <p className={styles.notice}>{t("dashboard_empty")}</p> : <Figures dashboard={dashboard} />}
      <OrderList
        id="dashboard-stuck"
        title={t("dashboard_stuck_title", { minutes: stuckDeliveries.minutes })}
        list={stuckDeliveries}
        empty={t("dashboard_stuck_empty")}
      />
      <OrderList
        id="dashboard-failed"
        title={t("dashboard_failed_title")}
        list={failedDeliveries}
        empty={t("dashboard_failed_empty")}
      />
      {sectionTable(
        "dashboard-stock",
        t("dashboard_stock_title"),
        [
          ["product", t("col_product")],
          ["available", t("col_available")],
          ["threshold", t("col_low_stock_threshold")],
        ],
        lowStock.map((s) => ({
          key: String(s.productId),
          cells: {
            product: { text: s.title, href: "/admin/stock" },
            available: { text: String(s.available), tone: "bad" },
            threshold: { text: String(s.lowStockThreshold), tone: "muted" },
          },
        })),
        t("dashboard_stock_empty"),
      )}
    </>
  );
}
