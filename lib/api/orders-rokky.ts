// Gift (Rokky) orders: create, change the gift, change the delivery e-mail.
import { send, type CallOptions } from "./default-client";
import type { OrderDraft } from "./types/order";
import type { RokkyOrderCreate } from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createRokkyOrder(body: RokkyOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/rokky/",
    operation: "createRokkyOrder",
    body,
    required: ["gift"],
    parse: parseOrderKind<OrderDraft>,
  });
}

export function updateRokkyOrder(
  { id, gift }: { id: number; gift: number },
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/rokky/{id}/update/",
    operation: "updateRokkyOrder",
    pathParams: { id },
    body: { gift },
    required: ["gift"],
    parse: parseOrderKind<OrderDraft>,
  });
}

export function updateRokkyDeliveryDetails(
  { id, email }: { id: number; email: string },
  options?: CallOptions,
): Promise<{ email: string }> {
  return send(options, {
    method: "POST",
    path: "/api/orders/rokky/{id}/delivery_details/update/",
    operation: "updateRokkyDeliveryDetails",
    pathParams: { id },
    body: { email },
    required: ["email"],
  });
}
