// The operator console's calls from the browser (its pages read through lib/server/admin on the server).
import type { retryOrderDelivery as retryEndpoint } from "@/lib/schemas/admin/orders";
import type { FromWire, ToWire } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";

export type RetryDeliveryBody = ToWire<NonNullable<(typeof retryEndpoint)["body"]>>;
export type RetryDeliveryResult = FromWire<(typeof retryEndpoint)["response"]>;

/** Queues the order's delivery again (support, admin); audited with the reason. */
export function retryOrderDelivery(
  id: number,
  body: RetryDeliveryBody,
  options?: CallOptions,
): Promise<RetryDeliveryResult> {
  return send(options, {
    method: "POST",
    path: "/api/admin/orders/{id}/retry-delivery/",
    operation: "retryOrderDelivery",
    pathParams: { id },
    body,
  });
}
