// Orders of any kind: history, one order by hash, status, payment data and the order's promo code.
import { ORDERS_PAGE_SIZE } from "./constants";
import { send, type CallOptions } from "./default-client";
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
  return send(options, {
    method: "GET",
    path: "/api/orders/",
    operation: "listOrders",
    query: { pageSize: ORDERS_PAGE_SIZE, ...query },
    parse: pagedOf(parseOrderHistoryEntry),
  });
}

export function getOrder(params: { hash: string }, options?: CallOptions): Promise<RecalculatedOrder> {
  return send(options, {
    method: "GET",
    path: "/api/orders/{hash}/",
    operation: "getOrder",
    pathParams: params,
    parse: parseOrderKind<RecalculatedOrder>,
  });
}

/** A backend of the same contract that leaves the timeline out gives an empty one rather than a crash. */
function parseOrderDetails(data: unknown): OrderDetails {
  const entry = parseOrderHistoryEntry(data) as OrderHistoryEntry & { timeline?: unknown };
  return { ...entry, timeline: Array.isArray(entry.timeline) ? entry.timeline : [] } as OrderDetails;
}

/** The order page's data, for anyone holding the hash; also grants this browser the order-access cookie. */
export function getOrderDetails(params: { hash: string }, options?: CallOptions): Promise<OrderDetails> {
  return send(options, {
    method: "GET",
    path: "/api/orders/{hash}/details/",
    operation: "getOrderDetails",
    pathParams: params,
    parse: parseOrderDetails,
  });
}

export function getOrderStatus(params: { id: number }, options?: CallOptions): Promise<OrderStatusResult> {
  return send(options, {
    method: "GET",
    path: "/api/orders/status/{id}/",
    operation: "getOrderStatus",
    pathParams: params,
  });
}

/** The payment scenario of an order whose payment already started. */
export function getPaymentData(params: { id: number }, options?: CallOptions): Promise<PaymentScenario> {
  return send(options, {
    method: "GET",
    path: "/api/orders/payment_data/{id}/",
    operation: "getPaymentData",
    pathParams: params,
    isRawResponse: true,
    parse: parsePaymentScenario,
  });
}

/** Sends a code to one of the order's promo-code actions (`verb`: activate_promo_code, show_promo_code). */
function postOrderPromoCode(
  verb: "activate" | "show",
  params: { id: number; code: string },
  options?: CallOptions,
): Promise<OrderPromoCode> {
  return send(options, {
    method: "POST",
    path: `/api/orders/{id}/${verb}_promo_code/`,
    operation: `${verb}OrderPromoCode`,
    pathParams: { id: params.id },
    body: { code: params.code },
    required: ["code"],
    parse: parsePromoCode<OrderPromoCode>,
  });
}

export function activateOrderPromoCode(
  params: { id: number; code: string },
  options?: CallOptions,
): Promise<OrderPromoCode> {
  return postOrderPromoCode("activate", params, options);
}

/** Checks a code against the order without activating it. */
export function showOrderPromoCode(
  params: { id: number; code: string },
  options?: CallOptions,
): Promise<OrderPromoCode> {
  return postOrderPromoCode("show", params, options);
}

export function getOrderActivePromoCode(
  params: { id: number },
  options?: CallOptions,
): Promise<OrderPromoCode | null> {
  return send(options, {
    method: "GET",
    path: "/api/orders/{id}/active_promo_code/",
    operation: "getOrderActivePromoCode",
    pathParams: params,
    parse: (data) =>
      data && typeof data === "object" && "code" in data ? parsePromoCode<OrderPromoCode>(data) : null,
  });
}

export async function deactivateOrderPromoCode(params: { id: number }, options?: CallOptions): Promise<void> {
  await send(options, {
    method: "POST",
    path: "/api/orders/{id}/deactivate_promo_code/",
    operation: "deactivateOrderPromoCode",
    pathParams: params,
  });
}
