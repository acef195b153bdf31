// GET /api/orders/payment_data/{id}/ – the scenario of the order's pending payment (owner's token or access cookie)
import { getPaymentData } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { respondWithScenario } from "@/lib/server/http/respond-with-scenario";
import { readOrderAccess } from "@/lib/server/orders/access/find-accessible-order";
import * as paymentData from "@/lib/server/payments/get-payment-data";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getPaymentData, async ({ req, auth, params }) => {
    const scenario = await paymentData.getPaymentData(await readOrderAccess(req, auth), params.id);
    return respondWithScenario(getPaymentData, scenario);
  }),
});
