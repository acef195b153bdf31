// The policy of calls addressed by a numeric order id (DESIGN.md section 5): what the caller proved, their account
// and the orders the browser's signed order-access cookie names, read once before the handler (and before any
// transaction) and handed to the service as plain values.
import { orderAccessOf, type OrderAccess } from "../orders/access/find-accessible-order";
import { ORDER_ACCESS_COOKIE } from "../orders/access/order-access-cookie";
import type { RoutePolicy } from "./handle-route";

export const orderAccessPolicy: RoutePolicy<{ access: OrderAccess }> = async (req, auth) => ({
  access: await orderAccessOf(auth, req.cookies.get(ORDER_ACCESS_COOKIE)?.value),
});
