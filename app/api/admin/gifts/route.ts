// GET /api/admin/gifts/ – every gift, paged; POST – create a gift, on the storefront at once; audited (admin)
import { ADMIN_GIFTS_PAGE_SIZE, createAdminGift, listAdminGifts } from "@/lib/schemas/admin/gifts";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { listAdminGifts as queryAdminGifts } from "@/lib/server/catalog/list-admin-gifts";
import { createGift } from "@/lib/server/catalog/save-gift";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listAdminGifts, async ({ url, query }) => {
    const page = pageNumber(query, ADMIN_GIFTS_PAGE_SIZE);
    const { count, results } = await queryAdminGifts(query.search, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
  POST: handleAdminRoute(createAdminGift, ({ body, staff }) => createGift(body, staff)),
});
