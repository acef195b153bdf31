// POST /api/operator/standoff/{id}/bought/ – the operator bought the skin: the line is delivered; audited (operator_api)
import { markStandoffBought } from "@/lib/schemas/operator/standoff-queue";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { requireOperator } from "@/lib/server/operator/require-operator";
import { markBought, OPERATOR_API_ACTOR } from "@/lib/server/operator/standoff-queue-api";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(markStandoffBought, ({ req, params, body }) => {
    requireOperator(req);
    return markBought(params.id, OPERATOR_API_ACTOR, body.note);
  }),
});
