// POST /api/payments/{name}/ – start paying an order with the named method; answers the payment scenario
import { createPayment } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { respondWithScenario } from "@/lib/server/payments/respond-with-scenario";
import * as payments from "@/lib/server/payments/create-payment";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(createPayment, ({ req, auth, params, body }) =>
    payments.createPayment(req, auth, params.name, body).then((s) => respondWithScenario(createPayment, s)),
  ),
});
