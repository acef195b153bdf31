// GET /api/orders/status/{id}/: what the payment page polls.
import type { AuthContext } from "../http/auth-context";
import { findOrderFor, readOrderAccess, type OrderAccess } from "./access/find-accessible-order";

export async function orderStatusFor(access: OrderAccess, orderId: number) {
  const order = await findOrderFor(access, orderId);
  return {
    id: order.id,
    status: order.status,
    paymentId: order.paymentId,
    paymentStatus: order.paymentStatus,
  };
}

/** For lib/server/payments until its own change (issue 27) passes the OrderAccess; then this goes. */
export const getOrderStatus = async (
  req: Parameters<typeof readOrderAccess>[0],
  auth: AuthContext,
  orderId: number,
) => orderStatusFor(await readOrderAccess(req, auth), orderId);
