// GET /api/games/ – active games with search and title filters, limit/offset paging
import { listGames } from "@/lib/schemas/catalog/game";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { limitOffset, limitOffsetPage } from "@/lib/server/http/pagination";
import * as catalog from "@/lib/server/catalog/games";
import { titleFiltersOf } from "@/lib/server/catalog/title-filters";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listGames, async ({ url, query }) => {
    const page = limitOffset(query);
    const { count, results } = await catalog.listGames(titleFiltersOf(query), page.limit, page.offset);
    return limitOffsetPage(url, page, count, results);
  }),
});
