// Everything the profile page shows, read straight from the services (no HTTP round trip to ourselves).
import { LAST_ORDERS_WINDOW_MS, ORDERS_PAGE_SIZE } from "@/lib/api/constants";
import { getProfile } from "@/lib/server/auth/get-profile";
import { listOrderHistory } from "@/lib/server/orders/list-order-history";
import { listBalanceMovements } from "@/lib/server/payments/list-balance-movements";
import { loadPromoTarget } from "./load-promo-target";
import type { ProfileSearch } from "./profile-search";

/** The profile shows the latest movements; the whole history is GET /api/auth/users/me/balance_history/. */
const BALANCE_MOVEMENTS_SHOWN = 10;

export async function loadProfilePage(userId: number, search: ProfileSearch) {
  const filters = {
    statuses: search.status ? [search.status] : undefined,
    // The last-orders view: orders placed within the last 24 hours.
    createdAfter: search.view === "recent" ? new Date(Date.now() - LAST_ORDERS_WINDOW_MS) : undefined,
  };
  const offset = (search.page - 1) * ORDERS_PAGE_SIZE;
  const [profile, history, balance] = await Promise.all([
    getProfile(userId),
    listOrderHistory(userId, filters, ORDERS_PAGE_SIZE, offset),
    listBalanceMovements(userId, BALANCE_MOVEMENTS_SHOWN, 0),
  ]);
  const promoTarget = await loadPromoTarget(profile.activePromoCode);
  const totalPages = Math.max(1, Math.ceil(history.count / ORDERS_PAGE_SIZE));
  const balanceHistory = balance.results.map((m) => ({ ...m, created: m.created.toISOString() }));
  return { profile, promoTarget, history, totalPages, balanceHistory };
}
