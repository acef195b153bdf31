// GET /api/games/{id}/player/ – check a player id and name the player before ordering
import { lookupPlayer } from "@/lib/schemas/catalog/player-lookup";
import * as catalog from "@/lib/server/catalog/lookup-player";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { clientIp } from "@/lib/server/rate-limit/client-ip";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(lookupPlayer, ({ req, params, query }) =>
    catalog.lookupPlayer(clientIp(req), params.id, {
      userId: query.user_id,
      server: query.server || undefined,
    }),
  ),
});
