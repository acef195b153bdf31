// GET /api/games/{id}/ – one game with products; SupplyGame adds servers
import { getGame } from "@/lib/schemas/catalog/game";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { notFound } from "@/lib/server/errors/domain-error";
import * as catalog from "@/lib/server/catalog/games";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getGame, async ({ params }) => {
    const game = await catalog.getGame(params.id);
    if (!game) throw notFound();
    return game;
  }),
});
