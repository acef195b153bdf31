// Gift (Rokky) orders: create, change the gift, change the delivery e-mail.
import type * as rokkyEndpoints from "@/lib/schemas/orders/rokky";
import type { BodyOf } from "./camel-cased-deep";
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
  { id, gift }: { id: number } & BodyOf<typeof rokkyEndpoints.updateRokkyOrder>,
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

/** Answers the recalculated draft. */
export function updateRokkyDeliveryDetails(
  { id, email }: { id: number } & BodyOf<typeof rokkyEndpoints.updateRokkyDeliveryDetails>,
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/rokky/{id}/delivery_details/update/",
    operation: "updateRokkyDeliveryDetails",
    pathParams: { id },
    body: { email },
    required: ["email"],
  });
}
