// The browser's one react-query client: the session keeps the profile in it and logout clears it.
import { QueryClient } from "@tanstack/react-query";

let browserClient: QueryClient | undefined;

function createQueryClient() {
  // The API client already retries a GET answered 503 and refreshes tokens on 401: no second retry layer.
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** One client per browser tab; on the server a fresh one per call, so no data leaks between requests. */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
