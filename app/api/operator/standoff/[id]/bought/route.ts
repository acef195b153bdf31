// POST /api/operator/standoff/{id}/bought/ – the operator bought the skin: the line is delivered; audited (operator_api)
import { markStandoffBought } from "@/lib/schemas/operator/standoff-queue";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { operatorPolicy } from "@/lib/server/http/operator-policy";
import { markBought, OPERATOR_API_ACTOR } from "@/lib/server/operator/standoff-queue-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(
    markStandoffBought,
    ({ params, body }) => markBought(params.id, OPERATOR_API_ACTOR, body.note),
    { policy: operatorPolicy },
  ),
});
