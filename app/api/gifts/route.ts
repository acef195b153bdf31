// GET /api/gifts/ – active gifts with filters and ordering, limit/offset paging
import { listGifts } from "@/lib/schemas/catalog/gift";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { limitOffset, limitOffsetPage } from "@/lib/server/http/pagination";
import * as catalog from "@/lib/server/catalog/gifts";
import { titleFiltersOf } from "@/lib/server/catalog/title-filters";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listGifts, async ({ url, query }) => {
    const page = limitOffset(query);
    const filters = {
      isDiscounted: query.is_discounted,
      isMain: query.is_main,
      isOldClassic: query.is_old_classic,
      regions: query.region,
      types: query.type,
      ...titleFiltersOf(query),
    };
    const { count, results } = await catalog.listGifts(
      filters,
      query.ordering ?? [],
      page.limit,
      page.offset,
    );
    return limitOffsetPage(url, page, count, results);
  }),
});
