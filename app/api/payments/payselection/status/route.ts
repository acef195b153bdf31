// POST /api/payments/payselection/status/ – ask Payselection for the order's payment state and answer the order's status
import { getPayselectionStatus } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { readOrderAccess } from "@/lib/server/orders/access/find-accessible-order";
import { getOrderStatus } from "@/lib/server/orders/order-status";
import { getPaymentProvider } from "@/lib/server/payments/payment-providers";
import { refreshPaymentStatus } from "@/lib/server/payments/refresh-payment-status";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(getPayselectionStatus, async ({ req, auth, body }) => {
    const access = await readOrderAccess(req, auth);
    const orderId = await refreshPaymentStatus(access, body.order_id, getPaymentProvider("payselection"));
    return getOrderStatus(req, auth, orderId);
  }),
});
