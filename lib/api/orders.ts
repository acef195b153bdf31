// Orders of any kind: history, one order by hash, status, payment data and the order's promo code.
import { getPaymentData as paymentDataEndpoint } from "@/lib/schemas/payments/payment-endpoints";
import { orderEndpoints } from "@/lib/schemas/orders/order-endpoints";
import * as historyEndpoints from "@/lib/schemas/orders/order-history";
import { call } from "./call";
import { ORDERS_PAGE_SIZE } from "./constants";
import type { CallOptions } from "./default-client";
import type { Paged } from "./types/common";
import type {
  OrderDetails,
  OrderHistoryEntry,
  OrdersQuery,
  OrderStatusResult,
  RecalculatedOrder,
} from "./types/order";
import type { PaymentScenario } from "./types/payment";
import type { OrderPromoCode } from "./types/promo";
import {
  pagedOf,
  parseOrderHistoryEntry,
  parseOrderKind,
  parsePaymentScenario,
  parsePromoCode,
} from "./variants";

/** The signed-in user's orders, 50 a page unless told otherwise. */
export function listOrders(
  query: OrdersQuery = {},
  options?: CallOptions,
): Promise<Paged<OrderHistoryEntry>> {
  const parse = pagedOf(parseOrderHistoryEntry);
  return call(
    historyEndpoints.listOrders,
    { query: { pageSize: ORDERS_PAGE_SIZE, ...query }, parse },
    options,
  );
}

export function getOrder(params: { hash: string }, options?: CallOptions): Promise<RecalculatedOrder> {
  return call(orderEndpoints.getOrder, { params, parse: parseOrderKind<RecalculatedOrder> }, options);
}

/** A backend of the same contract that leaves the timeline out gives an empty one rather than a crash. */
function parseOrderDetails(data: unknown): OrderDetails {
  const entry = parseOrderHistoryEntry(data) as OrderHistoryEntry & { timeline?: unknown };
  return { ...entry, timeline: Array.isArray(entry.timeline) ? entry.timeline : [] } as OrderDetails;
}

/** The order page's data, for anyone holding the hash; also grants this browser the order-access cookie. */
export function getOrderDetails(params: { hash: string }, options?: CallOptions): Promise<OrderDetails> {
  return call(orderEndpoints.getOrderDetails, { params, parse: parseOrderDetails }, options);
}

export function getOrderStatus(params: { id: number }, options?: CallOptions): Promise<OrderStatusResult> {
  return call(orderEndpoints.getOrderStatus, { params }, options);
}

/** The payment scenario of an order whose payment already started (form fields keep the provider's names). */
export function getPaymentData(params: { id: number }, options?: CallOptions): Promise<PaymentScenario> {
  return call(paymentDataEndpoint, { params, parseWire: parsePaymentScenario }, options);
}

export function activateOrderPromoCode(
  { id, code }: { id: number; code: string },
  options?: CallOptions,
): Promise<OrderPromoCode> {
  const rules = { required: ["code"], parse: parsePromoCode<OrderPromoCode> };
  return call(orderEndpoints.activateOrderPromoCode, { params: { id }, body: { code }, ...rules }, options);
}

/** Previews a code on the order: its percent and the order's total with it; nothing is applied. */
export function showOrderPromoCode(
  { id, code }: { id: number; code: string },
  options?: CallOptions,
): Promise<OrderPromoCode> {
  const rules = { required: ["code"], parse: parsePromoCode<OrderPromoCode> };
  return call(orderEndpoints.showOrderPromoCode, { params: { id }, body: { code }, ...rules }, options);
}

const parseActivePromoCode = (data: unknown): OrderPromoCode | null =>
  data && typeof data === "object" && "code" in data ? parsePromoCode<OrderPromoCode>(data) : null;

export function getOrderActivePromoCode(
  params: { id: number },
  options?: CallOptions,
): Promise<OrderPromoCode | null> {
  return call(orderEndpoints.getOrderActivePromoCode, { params, parse: parseActivePromoCode }, options);
}

export async function deactivateOrderPromoCode(params: { id: number }, options?: CallOptions): Promise<void> {
  await call(orderEndpoints.deactivateOrderPromoCode, { params }, options);
}
