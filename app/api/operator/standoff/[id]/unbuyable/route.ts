// POST /api/operator/standoff/{id}/unbuyable/ – the skin could not be bought: refund or ask the shopper again; audited
import { markStandoffUnbuyable } from "@/lib/schemas/operator/standoff-queue";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { operatorPolicy } from "@/lib/server/http/operator-policy";
import { markUnbuyable, OPERATOR_API_ACTOR } from "@/lib/server/operator/standoff-queue-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(
    markStandoffUnbuyable,
    ({ params, body }) => markUnbuyable(params.id, OPERATOR_API_ACTOR, body.reason),
    { policy: operatorPolicy },
  ),
});
