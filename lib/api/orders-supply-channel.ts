// Supply-channel (MooGold) orders: create, delivery details, last data per game, servers.
import { orderEndpoints } from "@/lib/schemas/orders/order-endpoints";
import { call, type CallInput } from "./call";
import type { WithRequired } from "./camel-cased-deep";
import type { CallOptions } from "./default-client";
import type { Paged, PageParams } from "./types/common";
import type { OrderDraft } from "./types/order";
import type { SupplyLastOrderData, SupplyOrderCreate, SupplyServer } from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createSupplyOrder(body: SupplyOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  const rules = { required: ["products", "supplyChannelUserId"], parse: parseOrderKind<OrderDraft> };
  return call(orderEndpoints.createSupplyOrder, { body, ...rules }, options);
}

/** Fields left out stay as they are; while an order waits for corrected details, sending them re-delivers it. */
export type SupplyDeliveryDetails = WithRequired<
  NonNullable<CallInput<typeof orderEndpoints.updateSupplyDeliveryDetails>["body"]>,
  "moogoldUserId"
>;

export function updateSupplyDeliveryDetails(
  { id, ...body }: SupplyDeliveryDetails & { id: number },
  options?: CallOptions,
): Promise<OrderDraft> {
  const rules = { required: ["moogoldUserId"], parse: parseOrderKind<OrderDraft> };
  return call(orderEndpoints.updateSupplyDeliveryDetails, { params: { id }, body, ...rules }, options);
}

export function getSupplyLastOrderData(
  params: { gameId: number },
  options?: CallOptions,
): Promise<SupplyLastOrderData> {
  return call(orderEndpoints.getSupplyLastOrderData, { params }, options);
}

export function listSupplyServers(
  { gameId, ...query }: { gameId: number } & PageParams,
  options?: CallOptions,
): Promise<Paged<SupplyServer>> {
  return call(orderEndpoints.listSupplyServers, { params: { gameId }, query }, options);
}
