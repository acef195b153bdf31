// GET /api/orders/standoff/settings/ – how Standoff gold is delivered (skin, market fee, surplus)
import { getStandoffSettings } from "@/lib/schemas/orders/standoff";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as settings from "@/lib/server/orders/kinds/standoff-settings";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getStandoffSettings, () => settings.getStandoffSettings()),
});
