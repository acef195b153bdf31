// POST /api/payments/payselection/term/{order_id}/ – the shopper left Payselection: terminate its pending payment
import { terminatePayselectionPayment } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import * as payselection from "@/lib/server/payments/payselection/payselection-order-status";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(terminatePayselectionPayment, ({ req, auth, params }) =>
    payselection.terminatePayselectionPayment(req, auth, params.order_id),
  ),
});
