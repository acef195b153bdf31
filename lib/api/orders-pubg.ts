// PUBG orders: create.
import { orderEndpoints } from "@/lib/schemas/orders/order-endpoints";
import { call } from "./call";
import type { CallOptions } from "./default-client";
import type { OrderDraft } from "./types/order";
import type { PubgOrderCreate } from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createPubgOrder(body: PubgOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  const rules = { required: ["products"], parse: parseOrderKind<OrderDraft> };
  return call(orderEndpoints.createPubgOrder, { body, ...rules }, options);
}
