// GET /api/gifts/new/ – active gifts, newest first, limit/offset paging
import { listNewGifts } from "@/lib/schemas/catalog/gift";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { limitOffset, limitOffsetPage } from "@/lib/server/http/pagination";
import * as catalog from "@/lib/server/catalog/gifts";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listNewGifts, async ({ url, query }) => {
    const page = limitOffset(query);
    const { count, results } = await catalog.listNewGifts(page.limit, page.offset);
    return limitOffsetPage(url, page, count, results);
  }),
});
