// POST /api/payments/{name}/ – start paying an order with the named method; answers the payment scenario
import { createPayment } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { respondWithScenario } from "@/lib/server/http/respond-with-scenario";
import { readOrderAccess } from "@/lib/server/orders/access/find-accessible-order";
import * as payments from "@/lib/server/payments/create-payment";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(createPayment, async ({ req, auth, params, body }) => {
    const access = await readOrderAccess(req, auth);
    return respondWithScenario(createPayment, await payments.createPayment(access, params.name, body));
  }),
});
