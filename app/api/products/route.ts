// GET /api/products/ – products of active games, page/page_size paging
import { listProducts } from "@/lib/schemas/catalog/product";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";
import * as catalog from "@/lib/server/catalog/products";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listProducts, async ({ url, query }) => {
    const page = pageNumber(query);
    const { count, results } = await catalog.listProducts(page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
