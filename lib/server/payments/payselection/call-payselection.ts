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

export async function callPayselection(method: "GET" | "POST", path: string, payload?: unknown) {
  const config = getPayselectionConfig();
  if (!config) throw providerUnavailable();
  const body = payload === undefined ? "" : JSON.stringify(payload);
  const requestId = randomUUID();
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
  try {
    const res = await getProviderFetch()(`${config.apiUrl}${path}`, {
      method,
      headers,
      body: body || undefined,
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) {
      logger.warn({ status: res.status, path }, "payselection answered an error");
      throw providerUnavailable();
    }
    return (await res.json()) as unknown;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    logger.warn({ path, message: (err as Error).message }, "payselection request failed");
    throw providerUnavailable();
  }
}
