// HTTP to fulfilment providers: a 10 s timeout on every call, redirects never followed (a redirect would carry our
// signed headers elsewhere), outages and 5xx/429 turned into TransientDeliveryError so the job retries with the
// same idempotency key. Logs name the provider, method, path and status only: URLs and headers may hold secrets.
import { currentRequestId } from "../../http/request-context";
import { logger } from "../../logger";
import { TransientDeliveryError } from "../provider";

const TIMEOUT_MS = 10_000;

function withCorrelation(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { "X-Correlation-Id": requestId } : {};
}

export type ProviderApiAnswer = {
  status: number;
  /** The parsed JSON body (any JSON value), or null when the body is not JSON (an HTML error page, empty). */
  json: unknown;
  text: string;
};

export type ProviderApiRequest = {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  /** Sent byte for byte: signatures are computed over this exact string. */
  body?: string;
  /** 10 s unless a test needs a shorter wait. */
  timeoutMs?: number;
};

/** Calls a provider; 2xx and 4xx answers are returned for the adapter to judge, everything else throws transient. */
export async function callProviderApi(
  provider: string,
  request: ProviderApiRequest,
): Promise<ProviderApiAnswer> {
  const path = safePath(request.url);
  const signal = AbortSignal.timeout(request.timeoutMs ?? TIMEOUT_MS);
  let res: Response;
  let text: string;
  try {
    res = await fetch(request.url, {
      method: request.method,
      // The request (or the job it sent) that makes this call, for the provider's support to find it.
      headers: { ...withCorrelation(), ...request.headers },
      body: request.body,
      redirect: "manual",
      signal,
    });
    text = await res.text();
  } catch {
    const reason = signal.aborted ? "timeout" : "unreachable";
    logger.warn({ provider, method: request.method, path, reason }, "fulfilment provider did not answer");
    throw new TransientDeliveryError(`${provider}: ${reason} (${request.method} ${path})`);
  }
  if (res.status >= 500 || res.status === 429 || (res.status >= 300 && res.status < 400)) {
    logger.warn({ provider, method: request.method, path, status: res.status }, "fulfilment provider failed");
    throw new TransientDeliveryError(
      `${provider}: HTTP ${res.status} (${request.method} ${path})`,
      readRetryAfter(res.headers.get("retry-after")),
    );
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

/** The path without the query string: queries may carry identifiers we keep out of logs. */
function safePath(url: string) {
  try {
    return new URL(url).pathname;
  } catch {
    return "?";
  }
}

function readRetryAfter(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
