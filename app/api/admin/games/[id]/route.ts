// GET /api/admin/games/{id}/ – a game with its kind's settings; PATCH – change it, on the storefront at once;
// audited (admin)
import { getAdminGame, updateAdminGame } from "@/lib/schemas/admin/games";
import { getAdminGame as readAdminGame } from "@/lib/server/catalog/admin-game-row";
import { handleAdminRoute } from "@/lib/server/http/handle-admin-route";
import { updateGame } from "@/lib/server/catalog/update-game";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleAdminRoute(getAdminGame, ({ params }) => readAdminGame(params.id)),
  PATCH: handleAdminRoute(updateAdminGame, ({ params, body, staff }) => updateGame(params.id, body, staff)),
});
