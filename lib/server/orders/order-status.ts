// GET /api/orders/status/{id}/: what the payment page polls.
import type { NextRequest } from "next/server";
import type { AuthContext } from "../http/auth-context";
import { findAccessibleOrder } from "./access/find-accessible-order";

export async function getOrderStatus(req: NextRequest, auth: AuthContext, orderId: number) {
  const order = await findAccessibleOrder(req, auth, orderId);
  return {
    id: order.id,
    status: order.status,
    paymentId: order.paymentId,
    paymentStatus: order.paymentStatus,
  };
}
