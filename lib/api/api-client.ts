// The session client: fetch layer + interceptors of SPEC.md section 8 + typed request().
import { toQueryString } from "./case-convert";
import { ResponseError } from "./errors";
import { createHttpClient, type HttpClient } from "./http-client";
import { fillPath, requireParams } from "./required";
import { bearerAuth } from "./session/bearer-auth";
import { networkFallback } from "./session/network-fallback";
import { noAccessLogout } from "./session/no-access";
import { retryGetOn503, type Sleep } from "./session/retry-get-on-503";
import { createTokenRefresher } from "./session/token-refresher";
import { createMemoryTokenStore, type TokenStore } from "./token-store";
import { encodeBody, readBody, type BodyType } from "./wire-body";

export type SessionHooks = {
  /** The session ended (refresh refused, no_access, or logout()): clear user and cart. */
  onLogout?: () => void;
  /** Show an error toast with this text. */
  onErrorToast?: (message: string) => void;
};

export type ApiClientConfig = SessionHooks & {
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  tokens?: TokenStore;
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  refreshAttempts?: number;
  sleep?: Sleep;
};

export type RequestOptions<T> = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with {placeholders}, trailing slash included. */
  path: string;
  /** Name of the calling operation, used in RequiredError messages. */
  operation: string;
  pathParams?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  bodyType?: BodyType;
  /** Names (camelCase) that must be present in pathParams, query or body. */
  required?: readonly string[];
  /** Keep response keys as the server sent them (e.g. the OpenAPI document). */
  isRawResponse?: boolean;
  /** Checks or reshapes the camelCased body (e.g. rejects an unknown resourcetype). */
  parse?: (data: unknown) => T;
  signal?: AbortSignal;
};

export type ApiClient = {
  request<T>(options: RequestOptions<T>): Promise<T>;
  readonly tokens: TokenStore;
  readonly http: HttpClient;
  /** Forgets both tokens and tells the app (SPEC.md section 4: logout clears user, tokens, cart). */
  logout(): void;
  setHooks(hooks: SessionHooks): void;
};

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const tokens = config.tokens ?? createMemoryTokenStore();
  const hooks: SessionHooks = { onLogout: config.onLogout, onErrorToast: config.onErrorToast };
  const { baseUrl, fetchImpl, timeoutMs } = config;

  function logout() {
    tokens.clear();
    hooks.onLogout?.();
  }

  const noAccess = () => noAccessLogout({ logout, toastError: (message) => hooks.onErrorToast?.(message) });
  const refresher = createTokenRefresher({
    // A blocked account's refresh is answered 403 no_access: logged out with the detail shown, as any other call.
    http: createHttpClient({ baseUrl, fetchImpl, timeoutMs, middleware: [networkFallback(), noAccess()] }),
    tokens,
    logout,
    attempts: config.refreshAttempts,
  });

  const http = createHttpClient({
    baseUrl,
    fetchImpl,
    timeoutMs,
    // Order matters for post: 503 retries settle first, then a 401 may refresh and resend once,
    // then no_access is judged on the final answer.
    middleware: [
      networkFallback(),
      retryGetOn503({ delaysMs: config.retryDelaysMs, sleep: config.sleep }),
      bearerAuth({ tokens, refresher, logout }),
      noAccess(),
    ],
  });

  async function request<T>(o: RequestOptions<T>): Promise<T> {
    if (o.required) {
      const body = o.body && typeof o.body === "object" ? o.body : {};
      requireParams(o.operation, { ...o.query, ...body, ...o.pathParams }, o.required);
    }
    const path = fillPath(o.operation, o.path, o.pathParams) + toQueryString(o.query);
    const headers = new Headers({ Accept: "application/json" });
    const body = encodeBody(o.body, o.bodyType ?? "json", headers);
    const response = await http.fetchApi(path, {
      method: o.method,
      headers,
      body,
      credentials: "include",
      signal: o.signal,
    });
    const data = await readBody(response, o.isRawResponse);
    if (!response.ok) throw new ResponseError(response, data);
    return o.parse ? o.parse(data) : (data as T);
  }

  return {
    request,
    tokens,
    http,
    logout,
    setHooks(next) {
      Object.assign(hooks, next);
    },
  };
}
