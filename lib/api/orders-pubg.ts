// PUBG orders: create, change quantities, change the delivery e-mail.
import type * as pubgEndpoints from "@/lib/schemas/orders/pubg";
import type { BodyOf } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";
import type { OrderDraft } from "./types/order";
import type { OrderProductUpdate, PubgOrderCreate } from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createPubgOrder(body: PubgOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/pubg/",
    operation: "createPubgOrder",
    body,
    required: ["products"],
    parse: parseOrderKind<OrderDraft>,
  });
}

export function updatePubgOrder(
  { id, products }: { id: number; products: OrderProductUpdate[] },
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/pubg/{id}/update/",
    operation: "updatePubgOrder",
    pathParams: { id },
    body: { products },
    required: ["products"],
    parse: parseOrderKind<OrderDraft>,
  });
}

/** Answers the recalculated draft. */
export function updatePubgDeliveryDetails(
  { id, email }: { id: number } & BodyOf<typeof pubgEndpoints.updatePubgDeliveryDetails>,
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/pubg/{id}/delivery_details/update/",
    operation: "updatePubgDeliveryDetails",
    pathParams: { id },
    body: { email },
    required: ["email"],
  });
}
