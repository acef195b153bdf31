// Rokky keys through the Kinguin eCommerce API (github.com/kinguinltdhk/Kinguin-eCommerce-API). Why Kinguin: Rokky
// publishes no API (none turned up in any public source; its B2B access is given out privately), and Kinguin is a
// key distributor with a documented, idempotent order API (orderExternalId) and a sandbox gateway of its own.
import {
  TransientDeliveryError,
  type DeliveredItem,
  type DeliveryRequest,
  type DeliveryResult,
  type FulfilmentProvider,
} from "../provider";
import { asRecord, asText } from "./as-record";
import { isUnsure, surely, type OrderLookup } from "./order-lookup";
import { callProviderApi } from "./call-provider-api";

export type KinguinConfig = { apiKey: string; apiUrl: string; timeoutMs?: number };

const POLL_SECONDS = 10;
// Kinguin's documented limit per offer in one order.
const MAX_QTY = 9;

export const KEY_INSTRUCTIONS =
  "Активируйте ключ на платформе из названия товара. Для Steam: Игры → Активировать в Steam… → введите ключ.";

type KinguinOrder = { orderId: string; status: string; totalQty: number };

/**
 * Our product's externalId is "<Kinguin productId>:<max price in EUR>" (e.g. "5c9b68662539a4e8f17ae2fe:5.79"):
 * `price` is required by POST /v2/order and is the most we accept to pay per key.
 */
export function createKinguinProvider(config: KinguinConfig): FulfilmentProvider {
  const base = config.apiUrl.replace(/\/+$/, "");
  const call = async (method: "GET" | "POST", path: string, payload?: unknown) => {
    const answer = await callProviderApi("kinguin", {
      method,
      url: `${base}${path}`,
      headers: {
        "X-Api-Key": config.apiKey,
        Accept: "application/json",
        ...(payload === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      timeoutMs: config.timeoutMs,
    });
    if (answer.status === 401 || answer.status === 403)
      throw new TransientDeliveryError(`kinguin: HTTP ${answer.status} on ${method} ${path} (API key)`);
    return answer;
  };

  /** The order under our key: a search, so "none" is an empty 200; any other answer is unsure (order-lookup.ts). */
  const findOrder = async (key: string): Promise<OrderLookup<KinguinOrder>> => {
    const answer = await call("GET", `/v1/order?orderExternalId=${encodeURIComponent(key)}`);
    if (answer.status !== 200) return { unsure: `HTTP ${answer.status}` };
    const results = asRecord(answer.json).results;
    const found = (Array.isArray(results) ? results : [])
      .map(readOrder)
      .find((order) => order && order.externalId === key);
    return found ?? null;
  };

  const fetchKeys = async (orderId: string): Promise<DeliveredItem[]> => {
    const items: DeliveredItem[] = [];
    for (let page = 1; page <= 10; page++) {
      const answer = await call(
        "GET",
        `/v2/order/${encodeURIComponent(orderId)}/keys?page=${page}&limit=100`,
      );
      if (answer.status !== 200) break;
      const keys = Array.isArray(answer.json) ? answer.json : [];
      for (const key of keys) {
        const k = asRecord(key);
        const type = asText(k.type) || "text/plain";
        const serial = asText(k.serial);
        if (!serial) continue;
        // Image keys (a scanned card) come as base64: a data URL keeps them showable as they are.
        items.push({
          code: type === "text/plain" ? serial : `data:${type};base64,${serial}`,
          instructions: KEY_INSTRUCTIONS,
        });
      }
      if (keys.length < 100) break;
    }
    return items;
  };

  const answerFor = async (order: KinguinOrder): Promise<DeliveryResult> => {
    if (order.status === "canceled" || order.status === "refunded")
      return {
        kind: "failed",
        reason: `Kinguin закрыл заказ ${order.orderId} со статусом «${order.status}»`,
      };
    // Keys can be downloaded while the order is still processing; it is done when all of them are there.
    const items = await fetchKeys(order.orderId);
    if (items.length > 0 && (order.status === "completed" || items.length >= order.totalQty))
      return { kind: "delivered", providerRef: order.orderId, items };
    return { kind: "pending", providerRef: order.orderId, retryInSeconds: POLL_SECONDS };
  };

  const deliver = async (request: DeliveryRequest): Promise<DeliveryResult> => {
    // orderExternalId "prevents creating duplicate orders", but the duplicate's answer is not documented: look first.
    const existing = await findOrder(request.idempotencyKey);
    if (existing && !isUnsure(existing)) return answerFor(existing);
    const [productId, maxPrice] = (request.product.externalId ?? "").split(":");
    if (!productId || !maxPrice || !/^\d+(\.\d{1,2})?$/.test(maxPrice))
      return {
        kind: "failed",
        reason: `У товара «${request.product.title}» нет ссылки на Kinguin вида «productId:цена в EUR»`,
      };
    if (request.quantity > MAX_QTY)
      return { kind: "failed", reason: `Kinguin продаёт не больше ${MAX_QTY} ключей одного товара за заказ` };
    const answer = await call("POST", "/v2/order", {
      // The API takes the price as a JSON number; a two-place decimal string converts to it exactly enough.
      products: [{ productId, qty: request.quantity, price: Number(maxPrice), keyType: "text" }],
      orderExternalId: request.idempotencyKey,
    });
    if (answer.status === 200 || answer.status === 201) {
      const order = readOrder(answer.json);
      if (order) return answerFor(order);
    }
    const error = asRecord(answer.json);
    const kind = asText(error.kind);
    if (kind === "InsufficientBalance" || kind === "ResourceLock")
      throw new TransientDeliveryError(`kinguin: ${kind}`, kind === "ResourceLock" ? 30 : 300);
    // A refusal may be the duplicate of an order an earlier attempt placed.
    const again = surely("kinguin", await findOrder(request.idempotencyKey));
    if (again) return answerFor(again);
    const detail = asText(error.detail) || asText(error.title) || `HTTP ${answer.status}`;
    if (kind === "ProductUnavailable")
      return { kind: "failed", reason: `Kinguin: товара нет в наличии по этой цене (${detail})` };
    return { kind: "failed", reason: `Kinguin отказал в заказе: ${kind || "Error"}: ${detail}` };
  };

  return {
    name: "kinguin",
    deliver,
    async find(request) {
      const order = surely("kinguin", await findOrder(request.idempotencyKey));
      return order ? answerFor(order) : null;
    },
    async check(request, providerRef) {
      const answer = await call("GET", `/v1/order/${encodeURIComponent(providerRef)}`);
      // Only Kinguin's 404 says the order it accepted is gone; another refusal says nothing about it.
      if (answer.status !== 200 && answer.status !== 404)
        throw new TransientDeliveryError(`kinguin: order lookup refused (HTTP ${answer.status})`);
      const order = answer.status === 200 ? readOrder(answer.json) : null;
      if (order) return answerFor(order);
      return deliver(request);
    },
  };
}

function readOrder(value: unknown): (KinguinOrder & { externalId: string }) | null {
  const json = asRecord(value);
  const orderId = asText(json.orderId);
  if (!orderId) return null;
  const totalQty = typeof json.totalQty === "number" ? json.totalQty : 1;
  return { orderId, status: asText(json.status), totalQty, externalId: asText(json.orderExternalId) };
}
