// Gift (Rokky) orders: create.
import { orderEndpoints } from "@/lib/schemas/orders/order-endpoints";
import { call } from "./call";
import type { CallOptions } from "./default-client";
import type { OrderDraft } from "./types/order";
import type { RokkyOrderCreate } from "./types/order-kinds";
import { parseOrderKind } from "./variants";

export function createRokkyOrder(body: RokkyOrderCreate, options?: CallOptions): Promise<OrderDraft> {
  const rules = { required: ["gift"], parse: parseOrderKind<OrderDraft> };
  return call(orderEndpoints.createRokkyOrder, { body, ...rules }, options);
}
