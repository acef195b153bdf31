// GET /api/banners/games/ – banners of active games, page/page_size paging
import { listGameBanners } from "@/lib/schemas/content/banner";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";
import * as banners from "@/lib/server/content/banners";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listGameBanners, async ({ url, query }) => {
    const page = pageNumber(query);
    const { count, results } = await banners.listGameBanners(page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
