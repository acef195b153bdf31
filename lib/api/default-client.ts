// The browser's one client: cookie tokens, base from NEXT_PUBLIC_API_BASE or the page origin.
import { createApiClient, type ApiClient } from "./api-client";
import { createCookieTokenStore } from "./cookie-token-store";

export const apiClient: ApiClient = createApiClient({ tokens: createCookieTokenStore() });

/** Per-call options of every resource function. */
export type CallOptions = { client?: ApiClient; signal?: AbortSignal };

export function clientOf(options?: CallOptions): ApiClient {
  return options?.client ?? apiClient;
}
