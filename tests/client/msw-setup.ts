// Shared msw server and client factory for the client tests (not a test file itself).
import { setupServer } from "msw/node";
import { createApiClient, type ApiClientConfig } from "@/lib/api/api-client";
import { createMemoryTokenStore } from "@/lib/api/token-store";

export const BASE = "http://api.test";
export const server = setupServer();

/** Starts msw for the calling test file; unexpected requests fail the test. */
export function startMsw() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A client on BASE with in-memory tokens and instant retries unless told otherwise. */
export function makeClient(config: ApiClientConfig & { access?: string; refresh?: string } = {}) {
  const { access, refresh, ...rest } = config;
  const tokens = createMemoryTokenStore({ access, refresh });
  const sleep = jest.fn((ms: number) => Promise.resolve(void ms));
  const onLogout = jest.fn();
  const onErrorToast = jest.fn();
  const client = createApiClient({ baseUrl: BASE, tokens, sleep, onLogout, onErrorToast, ...rest });
  return { client, tokens, sleep, onLogout, onErrorToast };
}
