// A signed request to Payselection's API (X-SITE-ID, X-REQUEST-ID, X-REQUEST-SIGNATURE); the answer's JSON.
import { randomUUID } from "node:crypto";
import { ApiError } from "../../http/api-error";
import { logger } from "../../logger";
import { getProviderFetch } from "../provider-fetch";
import { getPayselectionConfig } from "./payselection-config";
import { signPayselectionRequest } from "./payselection-signature";

export const providerUnavailable = () =>
  new ApiError(502, {
    detail: "Платёжная система не ответила. Попробуйте ещё раз или выберите другой способ оплаты.",
    code: "provider_unavailable",
  });

export type PayselectionAnswer = { status: number; ok: boolean; json: unknown };

/**
 * Sends one signed request and answers Payselection's status and JSON (null when the body is not JSON), errors
 * included; throws only when Payselection is not configured (null config) or did not answer (network, timeout).
 * `requestId` is the X-REQUEST-ID, Payselection's idempotence key: a retry of the same operation reuses it.
 */
export async function sendPayselectionRequest(
  method: "GET" | "POST",
  path: string,
  payload?: unknown,
  options: { requestId?: string; timeoutMs?: number } = {},
): Promise<PayselectionAnswer> {
  const config = getPayselectionConfig();
  if (!config) throw new Error("payselection is not configured");
  const body = payload === undefined ? "" : JSON.stringify(payload);
  const requestId = options.requestId ?? randomUUID();
  const headers: Record<string, string> = {
    "X-SITE-ID": config.siteId,
    "X-REQUEST-ID": requestId,
    "X-REQUEST-SIGNATURE": signPayselectionRequest(config.secret, {
      method,
      path,
      siteId: config.siteId,
      requestId,
      body,
    }),
  };
  if (body) headers["Content-Type"] = "application/json";
  const res = await getProviderFetch()(`${config.apiUrl}${path}`, {
    method,
    headers,
    body: body || undefined,
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    json = null;
  }
  return { status: res.status, ok: res.ok, json };
}

export async function callPayselection(method: "GET" | "POST", path: string, payload?: unknown) {
  if (!getPayselectionConfig()) throw providerUnavailable();
  let answer: PayselectionAnswer;
  try {
    answer = await sendPayselectionRequest(method, path, payload);
  } catch (err) {
    logger.warn({ path, message: (err as Error).message }, "payselection request failed");
    throw providerUnavailable();
  }
  if (!answer.ok) {
    logger.warn({ status: answer.status, path }, "payselection answered an error");
    throw providerUnavailable();
  }
  if (answer.json === null) {
    logger.warn({ path }, "payselection request failed: the answer is not JSON");
    throw providerUnavailable();
  }
  return answer.json;
}
