// POST /api/payments/payselection/status/ – ask Payselection for the order's payment state and answer the order's status
import { getPayselectionStatus } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { checkPayselectionStatus } from "@/lib/server/payments/payselection/payselection-order-status";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(getPayselectionStatus, ({ req, auth, body }) =>
    checkPayselectionStatus(req, auth, body.order_id),
  ),
});
