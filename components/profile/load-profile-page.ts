// Everything the profile page shows, read straight from the services (no HTTP round trip to ourselves).
import { LAST_ORDERS_WINDOW_MS, ORDERS_PAGE_SIZE } from "@/lib/api/constants";
import { getProfile } from "@/lib/server/auth/get-profile";
import { listOrderHistory } from "@/lib/server/orders/list-order-history";
import { loadPromoTarget } from "./load-promo-target";
import type { ProfileSearch } from "./profile-search";

export async function loadProfilePage(userId: number, search: ProfileSearch) {
  const filters = {
    statuses: search.status ? [search.status] : undefined,
    // The last-orders view: orders placed within the last 24 hours.
    createdAfter: search.view === "recent" ? new Date(Date.now() - LAST_ORDERS_WINDOW_MS) : undefined,
  };
  const offset = (search.page - 1) * ORDERS_PAGE_SIZE;
  const [profile, history] = await Promise.all([
    getProfile(userId),
    listOrderHistory(userId, filters, ORDERS_PAGE_SIZE, offset),
  ]);
  const promoTarget = await loadPromoTarget(profile.activePromoCode);
  const totalPages = Math.max(1, Math.ceil(history.count / ORDERS_PAGE_SIZE));
  return { profile, promoTarget, history, totalPages };
}
