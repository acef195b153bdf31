// GET /api/admin/promo-codes/ – every promo code, paged; POST – create one for a game or a gift; audited (admin)
import {
  ADMIN_PROMO_PAGE_SIZE,
  createAdminPromoCode,
  listAdminPromoCodes,
} from "@/lib/schemas/admin/promo-codes";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { createPromoCode, listAdminPromoCodes as queryPromoCodes } from "@/lib/server/promo/promo-codes";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listAdminPromoCodes, async ({ url, query }) => {
    const page = pageNumber(query, ADMIN_PROMO_PAGE_SIZE);
    const { count, results } = await queryPromoCodes(query.search, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
  POST: handleAdminRoute(createAdminPromoCode, ({ body, staff }) => createPromoCode(body, staff)),
});
