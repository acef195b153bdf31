// GET /api/orders/steam/settings/ – the Steam top-up commission
import { getSteamSettings } from "@/lib/schemas/orders/steam";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as settings from "@/lib/server/orders/kinds/steam-settings";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getSteamSettings, () => settings.getSteamSettings()),
});
