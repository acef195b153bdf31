// GET /api/orders/status/{id}/ – the order's status and payment state (owner's token or access cookie)
import { getOrderStatus } from "@/lib/schemas/orders/order-detail";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { orderAccessPolicy } from "@/lib/server/http/order-access-policy";
import * as status from "@/lib/server/orders/order-status";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getOrderStatus, ({ access, params }) => status.orderStatusFor(access, params.id), {
    policy: orderAccessPolicy,
  }),
});
