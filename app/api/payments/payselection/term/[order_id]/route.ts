// POST /api/payments/payselection/term/{order_id}/ – the shopper left Payselection: terminate its pending payment
import { terminatePayselectionPayment } from "@/lib/schemas/payments/payment-endpoints";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { readOrderAccess } from "@/lib/server/orders/access/find-accessible-order";
import { getOrderStatus } from "@/lib/server/orders/order-status";
import { getPaymentProvider } from "@/lib/server/payments/payment-providers";
import { terminatePendingPayment } from "@/lib/server/payments/terminate-pending-payment";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(terminatePayselectionPayment, async ({ req, auth, params }) => {
    const access = await readOrderAccess(req, auth);
    const orderId = await terminatePendingPayment(
      access,
      params.order_id,
      getPaymentProvider("payselection"),
    );
    return getOrderStatus(req, auth, orderId);
  }),
});
