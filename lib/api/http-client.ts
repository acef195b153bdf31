// The fetch layer: base URL, timeout and an interceptor chain (pre / post / onError) around fetch.
import { REQUEST_TIMEOUT_MS } from "./constants";
import { FetchError, TimeoutError } from "./errors";

export type FetchParams = { url: string; init: RequestInit };

/** url and init are those of the attempt that produced the response, as the pre chain left them. */
export type ResponseContext = FetchParams & {
  response: Response;
  /** Sends the request again through pre, fetch and onError (not post), e.g. to retry it. */
  refetch(init?: RequestInit): Promise<Response>;
};

export type ErrorContext = FetchParams & { error: unknown };

export interface Middleware {
  pre?(context: FetchParams): Promise<FetchParams | void> | FetchParams | void;
  post?(context: ResponseContext): Promise<Response | void>;
  /** May return a response that stands in for the failed request. */
  onError?(context: ErrorContext): Promise<Response | void> | Response | void;
}

export type HttpClientConfig = {
  /** Origin the /api paths are appended to; default NEXT_PUBLIC_API_BASE, else the page origin. */
  baseUrl?: string;
  fetchImpl?: typeof fetch;
  middleware?: Middleware[];
  timeoutMs?: number;
};

export type HttpClient = {
  /** Runs the whole chain; throws FetchError when fetch fails and no interceptor answered. */
  fetchApi(path: string, init: RequestInit): Promise<Response>;
  resolveUrl(path: string): string;
};

export function resolveBaseUrl(explicit?: string): string {
  // Written out literally so that Next inlines the public variable into the browser bundle.
  const base =
    explicit ??
    process.env.NEXT_PUBLIC_API_BASE ??
    (typeof window !== "undefined" ? window.location.origin : "");
  return base.replace(/\/+$/, "");
}

/** fetch with an abort after timeoutMs; the caller's own signal still aborts it. */
async function fetchWithTimeout(fetchImpl: typeof fetch, { url, init }: FetchParams, timeoutMs: number) {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort(new TimeoutError(timeoutMs));
  }, timeoutMs);
  const outer = init.signal;
  const forwardAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) forwardAbort();
  else outer?.addEventListener("abort", forwardAbort, { once: true });
  try {
    return await fetchImpl(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw isTimedOut ? new TimeoutError(timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", forwardAbort);
  }
}

export function createHttpClient(config: HttpClientConfig = {}): HttpClient {
  const middleware = config.middleware ?? [];
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Looked up per call: test tools (msw) replace globalThis.fetch after this module loads.
  const fetchImpl: typeof fetch = config.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function send(url: string, init: RequestInit): Promise<{ params: FetchParams; response: Response }> {
    let params: FetchParams = { url, init };
    for (const m of middleware) if (m.pre) params = (await m.pre(params)) ?? params;
    try {
      return { params, response: await fetchWithTimeout(fetchImpl, params, timeoutMs) };
    } catch (error) {
      let response: Response | undefined;
      for (const m of middleware)
        if (m.onError) response = (await m.onError({ ...params, error })) ?? response;
      if (response) return { params, response };
      throw new FetchError(error);
    }
  }

  async function fetchApi(path: string, init: RequestInit): Promise<Response> {
    const url = resolveUrl(path);
    let sent: FetchParams = { url, init };
    const attempt = async (next?: RequestInit) => {
      const result = await send(url, next ?? init);
      sent = result.params;
      return result.response;
    };
    let response = await attempt();
    for (const m of middleware) {
      if (m.post) response = (await m.post({ ...sent, response, refetch: attempt })) ?? response;
    }
    return response;
  }

  function resolveUrl(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${resolveBaseUrl(config.baseUrl)}${path}`;
  }

  return { fetchApi, resolveUrl };
}
