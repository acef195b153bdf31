// GET /api/admin/dashboard/: the console's figures over the last `days` days, each from one indexed statement (the
// sales per day and per game from one pass; scripts/bench-dashboard.mjs times them on 100,000 orders), side by side.
import { DASHBOARD_DAYS } from "@/lib/schemas/admin/dashboard";
import { getDb } from "../db/client";
import { deliveryTimes } from "./dashboard-delivery-time";
import { failedDeliveries, ordersByStatus, stuckDeliveries } from "./dashboard-orders";
import { dashboardPeriod } from "./dashboard-period";
import { periodSales } from "./dashboard-sales";
import { listPubgStock } from "../catalog/pubg-stock";

export async function getDashboard(query: { days?: number }, now = new Date()) {
  const db = await getDb();
  const period = await dashboardPeriod(db, query.days ?? DASHBOARD_DAYS.default, now);
  const [sales, byStatus, failed, stuck, times, stock] = await Promise.all([
    periodSales(db, period),
    ordersByStatus(db, period),
    failedDeliveries(db, period),
    stuckDeliveries(db, period),
    deliveryTimes(db, period),
    listPubgStock(),
  ]);
  return {
    days: period.days,
    since: period.since.toISOString(),
    sales: sales.sales,
    salesPerDay: sales.perDay,
    salesPerGame: sales.perGame,
    ordersByStatus: byStatus,
    failedDeliveries: failed,
    stuckDeliveries: stuck,
    deliveryTime: times,
    lowStock: stock
      .filter((s) => s.isActive && s.isLow)
      .map((s) => ({
        productId: s.productId,
        title: s.title,
        available: s.available,
        lowStockThreshold: s.lowStockThreshold,
      })),
  };
}

export type Dashboard = Awaited<ReturnType<typeof getDashboard>>;
