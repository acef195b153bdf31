// The supply channel through MooGold's reseller API (https://moogold.com/wp-json/v1/api/, docs at doc.moogold.com).
// doc.moogold.com was not available to us: routes, body shapes and the signature follow independent API clients
// that agree with each other (pyMooGoldApi, Medboubazine/MooGold and others). What none of them shows is marked
// UNCERTAIN below; check it against doc.moogold.com before going live.
import {
  TransientDeliveryError,
  type DeliveredItem,
  type DeliveryRequest,
  type DeliveryResult,
  type FulfilmentProvider,
  type PlayerLookup,
} from "../provider";
import { asRecord, asText } from "./as-record";
import { callProviderApi } from "./call-provider-api";
import { isUnsure, surely, type OrderLookup } from "./order-lookup";
import { signMoogoldRequest } from "./sign-moogold-request";

export type MoogoldConfig = { partnerId: string; secretKey: string; apiUrl: string; timeoutMs?: number };

// create_order's category: 1 = direct top-up (Medboubazine's TYPE_DIRECT_TOPUP; other clients send "1" too).
// UNCERTAIN whether e-voucher products (category 2) need it; our supply channel sells direct top-ups only.
const DIRECT_TOPUP_CATEGORY = "1";
// MooGold processes top-ups asynchronously: ask again after 15 s.
const POLL_SECONDS = 15;
// How an order lookup says MooGold has no order under the key ("Order not found" in the clients we know).
const NOT_FOUND = /not\s*found|no such order|does\s*n[o']?t exist|not exist/i;

type MoogoldOrder = { orderId: string; status: string; items: DeliveredItem[] };

export function createMoogoldProvider(config: MoogoldConfig): FulfilmentProvider {
  const call = async (route: string, params: Record<string, unknown>) => {
    const body = JSON.stringify({ path: route, ...params });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const answer = await callProviderApi("moogold", {
      method: "POST",
      url: new URL(route, config.apiUrl.endsWith("/") ? config.apiUrl : `${config.apiUrl}/`).toString(),
      headers: {
        "Content-Type": "application/json",
        Authorization: `Basic ${Buffer.from(`${config.partnerId}:${config.secretKey}`).toString("base64")}`,
        timestamp,
        auth: signMoogoldRequest(config.secretKey, body, timestamp, route),
      },
      body,
      timeoutMs: config.timeoutMs,
    });
    // 401/403: wrong credentials or a caller IP not on MooGold's whitelist; an operator fixes it, then retries work.
    if (answer.status === 401 || answer.status === 403)
      throw new TransientDeliveryError(
        `moogold: HTTP ${answer.status} on ${route} (credentials or IP whitelist)`,
      );
    const json = asRecord(answer.json);
    const error = asText(json.err_message) || asText(json.err_code);
    const refused = json.status === false || Boolean(error) || answer.status >= 400;
    return { json, refused, message: error || asText(json.message) || `HTTP ${answer.status}` };
  };

  /**
   * The order MooGold holds under our partner order id; null when it says it has none. UNCERTAIN: the "not found"
   * answer is not documented (clients show "Order not found"); any other refusal is unsure (order-lookup.ts).
   */
  const findOrder = async (key: string): Promise<OrderLookup<MoogoldOrder>> => {
    const { json, refused, message } = await call("order/order_detail_partner_id", { partner_order_id: key });
    if (!refused) return readOrder(json);
    return NOT_FOUND.test(message) ? null : { unsure: message };
  };
  const held = async (key: string) => surely("moogold", await findOrder(key));

  const answerFor = (order: MoogoldOrder): DeliveryResult => {
    const status = order.status.toLowerCase();
    if (status === "completed")
      return {
        kind: "delivered",
        providerRef: order.orderId,
        items: order.items,
        detail: `Заказ MooGold № ${order.orderId} выполнен`,
      };
    // Woo statuses a reseller order ends in when MooGold gives up on it (only "refunded" is typed by a client).
    if (["refunded", "cancelled", "failed", "trash"].includes(status))
      return {
        kind: "failed",
        reason: `MooGold закрыл заказ № ${order.orderId} со статусом «${order.status}»`,
      };
    // processing, pending, on-hold and anything unknown: not final, keep asking.
    return { kind: "pending", providerRef: order.orderId, retryInSeconds: POLL_SECONDS };
  };

  const deliver = async (request: DeliveryRequest): Promise<DeliveryResult> => {
    // Whether MooGold refuses a second order with the same partnerOrderId is UNCERTAIN, so a retry (or a restart
    // after a crash) looks the order up first and creates it only when MooGold has none.
    const existing = await findOrder(request.idempotencyKey);
    if (existing && !isUnsure(existing)) return answerFor(existing);
    const userId = request.account.supplyUserId?.trim();
    if (!userId) return { kind: "incorrect_details", field: "supplyUserId", message: "Укажите ID игрока" };
    if (!request.product.externalId)
      return { kind: "failed", reason: `У товара «${request.product.title}» нет ID вариации MooGold` };
    const data: Record<string, string> = {
      category: DIRECT_TOPUP_CATEGORY,
      "product-id": request.product.externalId,
      quantity: String(request.quantity),
      // UNCERTAIN: field labels are per product (product_detail's `fields`); "User ID" and "Server" are the
      // labels of most top-up products. Games labelled "Zone ID"/"Server ID" need their own mapping.
      "User ID": userId,
    };
    const server = request.account.supplyServer?.trim();
    if (server) data.Server = server;
    const created = await call("order/create_order", { data, partnerOrderId: request.idempotencyKey });
    if (created.refused) {
      // A refusal may also be "this partner order id exists" (an earlier attempt got through): ask again.
      // If MooGold will not say whether it holds the order either, the refusal may be that: not a verdict.
      const again = await held(request.idempotencyKey);
      if (again) return answerFor(again);
      return classifyRefusal(created.message);
    }
    const details = asRecord(created.json.account_details);
    // Clients disagree where the order id is (account_details.order_id or top-level order_id): read both.
    const orderId = asText(details.order_id) || asText(created.json.order_id);
    return { kind: "pending", providerRef: orderId || request.idempotencyKey, retryInSeconds: POLL_SECONDS };
  };

  return {
    name: "moogold",
    deliver,
    async find(request) {
      const order = await held(request.idempotencyKey);
      return order ? answerFor(order) : null;
    },
    async check(request) {
      const order = await held(request.idempotencyKey);
      // Accepted earlier yet, in MooGold's own words, unknown now: it lost it or it never got through; placing it
      // is safe either way.
      return order ? answerFor(order) : deliver(request);
    },
    async lookupPlayer({ productExternalId, userId, server }): Promise<PlayerLookup> {
      if (!productExternalId) return { kind: "unsupported" };
      // UNCERTAIN: product/validate's answer is not documented; clients read `username`, `status` and `message`.
      const data: Record<string, string> = { "product-id": productExternalId, "User ID": userId };
      if (server) data.Server = server;
      try {
        const { json, refused, message } = await call("product/validate", { data });
        if (refused) return { kind: "not_found", message: `MooGold не нашёл игрока: ${message}` };
        const nickname = asText(json.username);
        return nickname ? { kind: "found", nickname } : { kind: "unsupported" };
      } catch (err) {
        // A provider outage must not block the order form: the shopper simply sees no nickname.
        if (err instanceof TransientDeliveryError) return { kind: "unsupported" };
        throw err;
      }
    },
  };
}

function readOrder(json: Record<string, unknown>): MoogoldOrder | null {
  const orderId = asText(json.order_id);
  if (!orderId) return null;
  const items: DeliveredItem[] = [];
  for (const entry of Array.isArray(json.item) ? json.item : []) {
    // E-voucher products carry their codes here; direct top-ups carry none.
    const codes = asRecord(entry).voucher_code;
    for (const code of Array.isArray(codes) ? codes : []) {
      const text = asText(code) || asText(asRecord(code).code);
      if (text) items.push({ code: text });
    }
  }
  return { orderId, status: asText(json.order_status) || "processing", items };
}

/**
 * MooGold's error codes are not published (UNCERTAIN), so refusals are sorted by their message: a wrong player or
 * server is the shopper's to fix, an empty reseller balance is ours to top up (retry), the rest will not work.
 */
function classifyRefusal(message: string): DeliveryResult {
  if (/balance|insufficient|fund|wallet/i.test(message))
    throw new TransientDeliveryError(`moogold: ${message}`, 300);
  if (/stock|unavailable|sold out|disabled|not available/i.test(message))
    return { kind: "failed", reason: `MooGold: товара нет в наличии (${message})` };
  if (/player|user ?id|userid|account|username|role|character|invalid id/i.test(message))
    return { kind: "incorrect_details", field: "supplyUserId", message: "Игрок с таким ID не найден" };
  if (/server|zone|region/i.test(message))
    return { kind: "incorrect_details", field: "supplyServer", message: "Сервер указан неверно" };
  return { kind: "failed", reason: `MooGold отказал в заказе: ${message}` };
}
