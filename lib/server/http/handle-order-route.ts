// handleRoute for order calls: the caller's order access as a policy (handed to the handler as `access`), and
// body errors in DRF's list shape ({"products": [{"quantity": ["..."]}]}, order-input-errors.ts).
import type { Endpoint } from "@/lib/schemas/endpoint";
import type { FieldErrors } from "../errors/domain-error";
import type { OrderAccess } from "../orders/access/find-accessible-order";
import { toDrfErrors } from "../orders/order-input-errors";
import { handleRoute, type RouteContext, type RouteResult } from "./handle-route";
import { orderAccessPolicy } from "./order-access-policy";

export function handleOrderRoute<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: RouteContext<E> & { access: OrderAccess }) => Promise<RouteResult> | RouteResult,
) {
  return handleRoute(endpoint, handler, {
    policy: orderAccessPolicy,
    bodyErrors: (error, input) => toDrfErrors(error, input) as FieldErrors,
  });
}
