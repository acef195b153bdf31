// GET /api/admin/games/ – every game, paged; POST – create a game with its kind's settings; audited (admin)
import { ADMIN_GAMES_PAGE_SIZE, createAdminGame, listAdminGames } from "@/lib/schemas/admin/games";
import { createGame } from "@/lib/server/catalog/create-game";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { listAdminGames as queryAdminGames } from "@/lib/server/catalog/list-admin-games";
import { methods } from "@/lib/server/http/methods";
import { pageNumber, pageNumberPage } from "@/lib/server/http/pagination";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(listAdminGames, async ({ url, query }) => {
    const page = pageNumber(query, ADMIN_GAMES_PAGE_SIZE);
    const { count, results } = await queryAdminGames(query, page.pageSize, page.offset);
    return pageNumberPage(url, page, count, results);
  }),
  POST: handleAdminRoute(createAdminGame, ({ body, staff }) => createGame(body, staff)),
});
