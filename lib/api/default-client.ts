// The browser's one client: cookie tokens, base from NEXT_PUBLIC_API_BASE or the page origin.
import { createApiClient, type ApiClient, type RequestOptions } from "./api-client";
import { createCookieTokenStore } from "./cookie-token-store";

export const apiClient: ApiClient = createApiClient({ tokens: createCookieTokenStore() });

/** Per-call options of every resource function. */
export type CallOptions = { client?: ApiClient; signal?: AbortSignal };

export function clientOf(options?: CallOptions): ApiClient {
  return options?.client ?? apiClient;
}

/** Sends one call of a resource module through the chosen (or the default) client. */
export function send<T>(options: CallOptions | undefined, request: RequestOptions<T>): Promise<T> {
  return clientOf(options).request({ ...request, signal: options?.signal ?? request.signal });
}
