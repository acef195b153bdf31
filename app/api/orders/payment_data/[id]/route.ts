// GET /api/orders/payment_data/{id}/ – the scenario of the order's pending payment (owner's token or access cookie)
import { getPaymentData } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { respondWithScenario } from "@/lib/server/payments/respond-with-scenario";
import * as paymentData from "@/lib/server/payments/get-payment-data";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getPaymentData, ({ req, auth, params }) =>
    paymentData.getPaymentData(req, auth, params.id).then((s) => respondWithScenario(getPaymentData, s)),
  ),
});
