// GET /api/admin/orders/ – every order for the console, filtered, sorted and paged on the server (support, admin)
import { ADMIN_ORDERS_PAGE_SIZE, listAdminOrders } from "@/lib/schemas/admin/orders";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { listAdminOrders as queryAdminOrders } from "@/lib/server/orders/staff/list-admin-orders";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listAdminOrders, async ({ url, query }) => {
    const page = pageNumber(query, ADMIN_ORDERS_PAGE_SIZE);
    const { count, results } = await queryAdminOrders(query, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
