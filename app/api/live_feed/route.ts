// GET /api/live_feed/ – recent paid orders with obscured buyers, limit/offset paging
import { listLiveFeed } from "@/lib/schemas/feed/live-feed";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { limitOffset, limitOffsetPage } from "@/lib/server/http/pagination";
import * as feed from "@/lib/server/feed/live-feed";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(listLiveFeed, async ({ url, query }) => {
    const page = limitOffset(query);
    const { count, results } = await feed.listLiveFeed(page.limit, page.offset);
    return limitOffsetPage(url, page, count, results);
  }),
});
