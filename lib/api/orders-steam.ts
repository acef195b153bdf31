// Steam wallet top-ups: create, change the amount, delivery details, last data, commission settings.
import type * as steamEndpoints from "@/lib/schemas/orders/steam";
import type { BodyOf, WithRequired } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";
import type { OrderDraft } from "./types/order";
import type { SteamLastOrderData, SteamOrderCreate, SteamSettings } from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createSteamOrder(body: SteamOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/steam/",
    operation: "createSteamOrder",
    body,
    required: ["amount", "steamAccountId"],
    parse: parseOrderKind<OrderDraft>,
  });
}

export function updateSteamOrder(
  { id, amount }: { id: number } & BodyOf<typeof steamEndpoints.updateSteamOrder>,
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/steam/{id}/update/",
    operation: "updateSteamOrder",
    pathParams: { id },
    body: { amount },
    required: ["amount"],
    parse: parseOrderKind<OrderDraft>,
  });
}

/** While the order waits for a corrected Steam login, sending it re-delivers the top-up. */
export function updateSteamDeliveryDetails(
  {
    id,
    ...body
  }: { id: number } & WithRequired<
    BodyOf<typeof steamEndpoints.updateSteamDeliveryDetails>,
    "steamAccountId"
  >,
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/steam/{id}/delivery_details/update/",
    operation: "updateSteamDeliveryDetails",
    pathParams: { id },
    body,
    required: ["steamAccountId"],
    parse: parseOrderKind<OrderDraft>,
  });
}

export function getSteamLastOrderData(options?: CallOptions): Promise<SteamLastOrderData> {
  return send(options, {
    method: "GET",
    path: "/api/orders/steam/last_order_data/",
    operation: "getSteamLastOrderData",
  });
}

/** The commission comes from the server (SPEC.md section 9). */
export function getSteamSettings(options?: CallOptions): Promise<SteamSettings> {
  return send(options, { method: "GET", path: "/api/orders/steam/settings/", operation: "getSteamSettings" });
}
