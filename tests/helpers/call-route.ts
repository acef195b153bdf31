// Calls a real route handler module the way Next.js does, with a NextRequest and async params.
import { NextRequest } from "next/server";
import { checkContract } from "./check-contract";
import { checkExchange } from "./check-exchange";

type RouteModule = Record<string, unknown>;
type Init = {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
};

/** A browser's form post's content type. */
export const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * The init of a POST whose body goes as written, under `contentType`: malformed JSON, a form where JSON is
 * expected, a browser's form post. Spread it to add headers or params.
 */
export const rawPost = (rawBody: string, contentType = "application/json") => ({
  method: "POST",
  rawBody,
  headers: { "content-type": contentType },
});

export async function callRoute(mod: RouteModule, url: string, init: Init = {}) {
  const method = init.method ?? "GET";
  const headers = new Headers(init.headers);
  let body: string | undefined = init.rawBody;
  if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(url, "http://localhost:3000"), { method, headers, body });
  return handToRoute(mod, url, req, init.params);
}

/**
 * Hands a request to the module's handler for its method with async params, as Next.js does; checks the answer
 * against the contract (by the url as the test wrote it) and reads it: status, headers, text and parsed JSON.
 */
export async function handToRoute(
  mod: RouteModule,
  url: string,
  req: NextRequest,
  params: Record<string, string> = {},
) {
  const method = req.method;
  const handler = mod[method] as (
    r: NextRequest,
    c: { params: Promise<Record<string, string>> },
  ) => Promise<Response>;
  if (!handler) throw new Error(`route module has no ${method} export`);
  const contentType = req.headers.get("content-type") ?? undefined;
  const sent = req.body ? await req.clone().text() : undefined;
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  checkContract(method, url, { status: res.status, headers: res.headers, text });
  checkExchange({
    method,
    url,
    request: { contentType, body: sent },
    response: { status: res.status, headers: Object.fromEntries(res.headers), text },
  });
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json: json as any, text };
}
