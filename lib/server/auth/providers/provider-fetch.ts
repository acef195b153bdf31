// HTTP to identity providers: a timeout on every call, outages mapped to 502/503, and one seam where tests
// inject fake answers (no network in tests).
import { logger } from "../../logger";
import { providerBadGateway, providerUnavailable } from "./provider-errors";
import type { FetchLike } from "./social-adapter";

const TIMEOUT_MS = 10_000;
let fetchOverride: FetchLike | undefined;

export function setProviderFetchForTests(fetchImpl: FetchLike | undefined) {
  fetchOverride = fetchImpl;
}

export type ProviderAnswer = { status: number; text: string; json: Record<string, unknown> | null };

/** Calls the provider; 4xx answers are returned for the adapter to judge, 5xx and timeouts throw. */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit = {},
  fetchImpl?: FetchLike,
): Promise<ProviderAnswer> {
  const doFetch = fetchImpl ?? fetchOverride ?? (fetch as FetchLike);
  let res: Response;
  let text: string;
  try {
    res = await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: "manual" });
    text = await res.text();
  } catch (err) {
    // Never log the URL: some providers take tokens in the query.
    logger.warn(
      { provider, err: err instanceof Error ? err.name : "unknown" },
      "identity provider unreachable",
    );
    throw providerUnavailable(provider);
  }
  if (res.status >= 500) {
    logger.warn({ provider, status: res.status }, "identity provider failed");
    throw providerBadGateway(provider);
  }
  let json: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      json = parsed as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: res.status, text, json };
}

export const formBody = (fields: Record<string, string | undefined>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.set(k, v);
  return body;
};
