// GET /api/gifts/discounted/ – active discounted gifts, biggest discount first, limit/offset paging
import { listDiscountedGifts } from "@/lib/schemas/catalog/gift";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { limitOffset, limitOffsetPage } from "@/lib/server/http/pagination";
import * as catalog from "@/lib/server/catalog/gifts";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listDiscountedGifts, async ({ url, query }) => {
    const page = limitOffset(query);
    const { count, results } = await catalog.listDiscountedGifts(page.limit, page.offset);
    return limitOffsetPage(url, page, count, results);
  }),
});
