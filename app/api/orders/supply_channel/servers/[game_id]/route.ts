// GET /api/orders/supply_channel/servers/{game_id}/ – the servers of a supply-channel game, paged
import { listSupplyServers } from "@/lib/schemas/orders/supply-channel";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";
import * as servers from "@/lib/server/orders/kinds/supply-servers";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listSupplyServers, async ({ url, params, query }) => {
    const page = pageNumber(query);
    const { count, results } = await servers.listSupplyServers(params.game_id, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
});
