// GET /api/orders/ – the signed-in shopper's order history, newest first, paged by page and page_size
import { listOrders, ORDERS_PAGE_SIZE } from "@/lib/schemas/orders/order-history";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";
import { listOrderHistory } from "@/lib/server/orders/list-order-history";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listOrders, async ({ url, query, auth }) => {
    const page = pageNumber(query, ORDERS_PAGE_SIZE);
    const filters = {
      statuses: query.status,
      createdAfter: query.created_after ? new Date(query.created_after) : undefined,
    };
    const { count, results } = await listOrderHistory(auth.user!.id, filters, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
