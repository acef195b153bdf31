// Steam wallet top-ups: create, delivery details, last data.
import { orderEndpoints } from "@/lib/schemas/orders/order-endpoints";
import { call, type CallInput } from "./call";
import type { WithRequired } from "./camel-cased-deep";
import type { CallOptions } from "./default-client";
import type { OrderDraft } from "./types/order";
import type { SteamLastOrderData, SteamOrderCreate } from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createSteamOrder(body: SteamOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  const rules = { required: ["amount", "steamAccountId"], parse: parseOrderKind<OrderDraft> };
  return call(orderEndpoints.createSteamOrder, { body, ...rules }, options);
}

type SteamDeliveryDetails = NonNullable<CallInput<typeof orderEndpoints.updateSteamDeliveryDetails>["body"]>;

/** While the order waits for a corrected Steam login, sending it re-delivers the top-up. */
export function updateSteamDeliveryDetails(
  { id, ...body }: { id: number } & WithRequired<SteamDeliveryDetails, "steamAccountId">,
  options?: CallOptions,
): Promise<OrderDraft> {
  const rules = { required: ["steamAccountId"], parse: parseOrderKind<OrderDraft> };
  return call(orderEndpoints.updateSteamDeliveryDetails, { params: { id }, body, ...rules }, options);
}

export function getSteamLastOrderData(options?: CallOptions): Promise<SteamLastOrderData> {
  return call(orderEndpoints.getSteamLastOrderData, {}, options);
}
