// The one way the browser calls the Store API: an endpoint object of lib/schemas (path template, method, body
// type) and the call's values. The types come from the endpoint's zod schemas, camelCased as the client sees them
// (DESIGN.md section 2: snake_case on the wire, camelCase in code), so a schema change is a compile error here.
import type { z } from "zod";
import type { Endpoint } from "@/lib/schemas/endpoint";
import type { CamelCasedDeep, QueryOf } from "./camel-cased-deep";
import { clientOf, type CallOptions } from "./default-client";

/** A part of the request the endpoint declares; `unknown` where it declares none. */
type Declared<S, T> = [NonNullable<S>] extends [z.ZodType]
  ? z.ZodType extends NonNullable<S>
    ? unknown
    : T
  : unknown;

/** What a call sends, in camelCase: path parameters, query and body. */
export type CallInput<E extends Endpoint> = {
  params?: Declared<E["params"], CamelCasedDeep<z.input<NonNullable<E["params"]>>>>;
  query?: Declared<E["query"], QueryOf<NonNullable<E["query"]>>>;
  body?: Declared<E["body"], CamelCasedDeep<z.input<NonNullable<E["body"]>>>>;
};

/** The answer as the client reads it: the response schema's output, camelCased. */
export type CallResult<E extends Endpoint> = CamelCasedDeep<z.output<E["response"]>>;

/** What the client itself adds to a call: fields it refuses to send without, and a check of the answer. */
type CallRules<T> = {
  /** camelCase names that must be present in params, query or body (RequiredError before sending). */
  required?: readonly string[];
  /** Checks or reshapes the camelCased answer (e.g. refuses an unknown resourcetype). */
  parse?: (data: unknown) => T;
  /** Reads the answer as it came, keys unconverted: for answers whose keys are data (a payment form's fields). */
  parseWire?: (data: unknown) => T;
};

/** Calls `endpoint`: camelCase values in, the camelCased answer out. */
export function call<E extends Endpoint, T = CallResult<E>>(
  endpoint: E,
  input: CallInput<E> & CallRules<T> = {},
  options?: CallOptions,
): Promise<T> {
  return send(endpoint, input, false, options);
}

/** What a wire call sends: values exactly as the schemas name them (snake_case, or a provider's own names). */
type WireInput<E extends Endpoint> = {
  params?: Declared<E["params"], CamelCasedDeep<z.input<NonNullable<E["params"]>>>>;
  query?: Declared<E["query"], QueryOf<NonNullable<E["query"]>>>;
  body?: Declared<E["body"], z.input<NonNullable<E["body"]>>>;
};

/**
 * Calls `endpoint` with the body and the answer as they are on the wire: only for provider callbacks whose names
 * must stay (GetPay's WALLET_ID). Browser code otherwise has one casing, camelCase, through `call`; an answer whose
 * keys are data (a profile's social ids, a payment form's fields) is read with `call`'s `parseWire`.
 */
export function callWire<E extends Endpoint, T = z.output<E["response"]>>(
  endpoint: E,
  input: WireInput<E> & CallRules<T> = {},
  options?: CallOptions,
): Promise<T> {
  return send(endpoint, input, true, options);
}

function send<T>(
  endpoint: Endpoint,
  input: { params?: unknown; query?: unknown; body?: unknown } & CallRules<T>,
  isWire: boolean,
  options?: CallOptions,
): Promise<T> {
  const multipart = endpoint.bodyType === "multipart";
  return clientOf(options).request<T>({
    method: endpoint.method,
    path: endpoint.path,
    operation: `${endpoint.method} ${endpoint.path}`,
    pathParams: input.params as Record<string, unknown> | undefined,
    query: input.query as Record<string, unknown> | undefined,
    body: input.body,
    bodyType: multipart ? "multipart" : isWire ? "raw" : "json",
    required: input.required,
    isRawResponse: isWire || input.parseWire !== undefined,
    parse: input.parseWire ?? input.parse,
    signal: options?.signal,
  });
}
