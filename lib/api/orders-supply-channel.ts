// Supply-channel (MooGold) orders: create, update, delivery details, last data per game, servers.
import type * as supplyEndpoints from "@/lib/schemas/orders/supply-channel";
import type { BodyOf, WithRequired } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";
import type { Paged, PageParams } from "./types/common";
import type { OrderDraft } from "./types/order";
import type {
  OrderProductUpdate,
  SupplyLastOrderData,
  SupplyOrderCreate,
  SupplyServer,
} from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createSupplyOrder(body: SupplyOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/supply_channel/",
    operation: "createSupplyOrder",
    body,
    required: ["products", "supplyChannelUserId"],
    parse: parseOrderKind<OrderDraft>,
  });
}

export function updateSupplyOrder(
  { id, products }: { id: number; products: OrderProductUpdate[] },
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/supply_channel/{id}/update/",
    operation: "updateSupplyOrder",
    pathParams: { id },
    body: { products },
    required: ["products"],
    parse: parseOrderKind<OrderDraft>,
  });
}

/** Fields left out stay as they are; while an order waits for corrected details, sending them re-delivers it. */
export type SupplyDeliveryDetails = WithRequired<
  BodyOf<typeof supplyEndpoints.updateSupplyDeliveryDetails>,
  "moogoldUserId"
>;

export function updateSupplyDeliveryDetails(
  { id, ...body }: SupplyDeliveryDetails & { id: number },
  options?: CallOptions,
): Promise<OrderDraft> {
  return send(options, {
    method: "POST",
    path: "/api/orders/supply_channel/{id}/delivery_details/update/",
    operation: "updateSupplyDeliveryDetails",
    pathParams: { id },
    body,
    required: ["moogoldUserId"],
    parse: parseOrderKind<OrderDraft>,
  });
}

export function getSupplyLastOrderData(
  params: { gameId: number },
  options?: CallOptions,
): Promise<SupplyLastOrderData> {
  return send(options, {
    method: "GET",
    path: "/api/orders/supply_channel/last_order_data/{game_id}/",
    operation: "getSupplyLastOrderData",
    pathParams: params,
  });
}

export function listSupplyServers(
  { gameId, ...query }: { gameId: number } & PageParams,
  options?: CallOptions,
): Promise<Paged<SupplyServer>> {
  return send(options, {
    method: "GET",
    path: "/api/orders/supply_channel/servers/{game_id}/",
    operation: "listSupplyServers",
    pathParams: { gameId },
    query,
  });
}
