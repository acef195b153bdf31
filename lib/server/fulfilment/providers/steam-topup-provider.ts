// Steam wallet top-up by login in roubles through WATA Digital Goods (https://wata.pro/api/digital-goods): the
// best-documented RUB option found (official docs with examples; Smart Glocal's signature and DesslyHub's RUB
// support are not published). The store has already taken the shopper's money, so it uses WATA's deposit mode
// (charged to the merchant's prepaid WATA deposit, no payment page). Documented by WATA itself: the base URL,
// Bearer token auth, `account`/`netAmount`/`orderId` (ours) in the Steam order body and status "Success". The
// deposit paths come from two clients that follow WATA's OpenAPI; UNCERTAIN: the deposit body's field names (taken
// from the documented acquiring body), the status values other than "Success", and the refusal texts.
import {
  TransientDeliveryError,
  type DeliveryRequest,
  type DeliveryResult,
  type FulfilmentProvider,
} from "../provider";
import { asRecord, asText } from "./as-record";
import { isUnsure, surely, type OrderLookup } from "./order-lookup";
import { callProviderApi } from "./call-provider-api";
import { steamCreditedDetail } from "./steam-credited-detail";

export type WataConfig = { token: string; apiUrl: string; timeoutMs?: number };

const POLL_SECONDS = 10;

export function createSteamTopupProvider(config: WataConfig): FulfilmentProvider {
  const base = config.apiUrl.replace(/\/+$/, "");
  const call = async (method: "GET" | "POST", path: string, payload?: unknown) => {
    const answer = await callProviderApi("wata", {
      method,
      url: `${base}${path}`,
      headers: {
        Authorization: `Bearer ${config.token}`,
        Accept: "application/json",
        ...(payload === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      timeoutMs: config.timeoutMs,
    });
    // An expired terminal token answers 401 (tokens live 1-12 months): an operator issues a new one, retries work.
    if (answer.status === 401 || answer.status === 403)
      throw new TransientDeliveryError(`wata: HTTP ${answer.status} on ${method} ${path} (token)`);
    return answer;
  };

  const credited = (request: DeliveryRequest) => request.account.steamAmount ?? request.amount;

  const answerFor = (request: DeliveryRequest, order: Record<string, unknown>): DeliveryResult => {
    const status = asText(order.status);
    const ref = asText(order.orderId) || request.idempotencyKey;
    if (/^success$/i.test(status))
      return {
        kind: "delivered",
        providerRef: ref,
        items: [],
        detail: steamCreditedDetail(request),
      };
    if (/fail|declin|cancel|reject|error|refund/i.test(status))
      return { kind: "failed", reason: `WATA закрыл заказ ${ref} со статусом «${status}»` };
    return { kind: "pending", providerRef: ref, retryInSeconds: POLL_SECONDS };
  };

  /** The deposit order WATA holds under our order id; null on its 404; another refusal is unsure (order-lookup.ts). */
  const findOrder = async (key: string): Promise<OrderLookup<Record<string, unknown>>> => {
    const answer = await call("GET", `/v1/deposit/order/${encodeURIComponent(key)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) return { unsure: `HTTP ${answer.status}` };
    const order = asRecord(answer.json);
    return asText(order.orderId) || asText(order.status) ? order : null;
  };
  const held = async (key: string) => surely("wata", await findOrder(key));

  const deliver = async (request: DeliveryRequest): Promise<DeliveryResult> => {
    // Whether WATA refuses a second order with the same orderId is not documented: look it up before creating.
    const existing = await findOrder(request.idempotencyKey);
    if (existing && !isUnsure(existing)) return answerFor(request, existing);
    const login = request.account.steamAccountId?.trim();
    if (!login) return { kind: "incorrect_details", field: "steamAccountId", message: "Укажите логин Steam" };
    const amount = credited(request);
    if (!/^\d+(\.\d{1,2})?$/.test(amount))
      return { kind: "failed", reason: `Неверная сумма зачисления: ${amount}` };
    const answer = await call("POST", "/v1/steam/deposit", {
      account: login,
      // WATA takes roubles as a JSON number; a two-place decimal string converts to it exactly enough.
      netAmount: Number(amount),
      orderId: request.idempotencyKey,
    });
    if (answer.status === 200 || answer.status === 201) {
      const order = asRecord(answer.json);
      return answerFor(request, { ...order, status: asText(order.status) || "Created" });
    }
    const again = await held(request.idempotencyKey);
    if (again) return answerFor(request, again);
    return classifyRefusal(answer.json, answer.status);
  };

  return {
    name: "wata",
    deliver,
    async find(request) {
      const order = await held(request.idempotencyKey);
      return order ? answerFor(request, order) : null;
    },
    async check(request) {
      const order = await held(request.idempotencyKey);
      return order ? answerFor(request, order) : deliver(request);
    },
  };
}

/** WATA's documented error shape: {error: {code, message, details, validationErrors: [{message, members}]}}. */
function classifyRefusal(json: unknown, status: number): DeliveryResult {
  const error = asRecord(asRecord(json).error);
  const validation = Array.isArray(error.validationErrors) ? error.validationErrors.map(asRecord) : [];
  const text = [asText(error.message), asText(error.details), ...validation.map((v) => asText(v.message))]
    .filter(Boolean)
    .join("; ");
  const members = validation.flatMap((v) => (Array.isArray(v.members) ? v.members.map(asText) : []));
  if (/balance|баланс|недостаточно|insufficient/i.test(text))
    throw new TransientDeliveryError(`wata: ${text}`, 300);
  if (members.some((m) => /^account$/i.test(m)) || /account|login|аккаунт|логин/i.test(text))
    return {
      kind: "incorrect_details",
      field: "steamAccountId",
      message: "Аккаунт Steam с таким логином не найден",
    };
  return { kind: "failed", reason: `WATA отказал в заказе: ${text || `HTTP ${status}`}` };
}
