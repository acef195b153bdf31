// The one wrapper every route handler uses: resolve the caller (once per request), apply the route's policy (a
// staff role and second factor, the operator token, the order access), parse path, query and body with the
// endpoint's zod schemas, run the service, answer snake_case JSON, and map every failure to a DRF error body.
import { NextResponse, type NextRequest } from "next/server";
import humps from "humps";
import { z } from "zod";
import type { Endpoint } from "@/lib/schemas/endpoint";
import { notAuthenticated, notFound, validationError, type FieldErrors } from "../errors/domain-error";
import { errorResponse } from "./error-response";
import { zodToFieldErrors } from "./zod-to-field-errors";
import { assertNoControlChars, readJsonBody } from "./read-body";
import { findControlCharErrors } from "@/lib/schemas/control-chars";
import { publicUrl } from "./public-url";
import { resolveAuth, type AuthContext } from "./auth-context";
import "./zod-locale";

// Endpoint fields are optional (P | undefined): strip the undefined before asking for the output type.
type Infer<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends z.ZodType
    ? z.output<Exclude<T, undefined>>
    : undefined;

export type RouteContext<E extends Endpoint> = {
  req: NextRequest;
  url: URL;
  params: Infer<E["params"]>;
  query: Infer<E["query"]>;
  body: Infer<E["body"]>;
  auth: AuthContext;
};

/** A service may answer with data (serialised as JSON) or with its own Response (cookies, files). */
export type RouteResult = unknown;

// The payment routes still take the mapper from here (issue 27: they move with the payments change).
export { errorResponse };

type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length > 1 ? all : all[0];
  }
  return out;
}

/** How a body's validation errors are shaped (order calls keep DRF's list shape, order-input-errors.ts). */
export type BodyErrors = (error: z.ZodError, input: unknown) => FieldErrors;

/**
 * What a route asks of its caller once the caller is known and before any input is read (DRF checks permissions
 * first): it refuses by throwing, or adds what it established (the staff account, the order access) to the
 * handler's context.
 */
export type RoutePolicy<X extends object> = (req: NextRequest, auth: AuthContext) => Promise<X> | X;

export type RouteOptions<X extends object> = { policy?: RoutePolicy<X>; bodyErrors?: BodyErrors };

async function parseWith<T extends z.ZodType | undefined>(
  schema: T,
  input: unknown,
  where: string,
  bodyErrors: BodyErrors = zodToFieldErrors,
) {
  if (!schema) return undefined as Infer<T>;
  // A path segment with a control character names nothing that can exist.
  if (where === "params" && findControlCharErrors(input)) throw notFound();
  const result = await schema.safeParseAsync(input);
  if (!result.success) {
    // A bad path parameter means the resource cannot exist: DRF answers 404 there.
    if (where === "params") throw notFound();
    throw validationError(bodyErrors(result.error, input));
  }
  return result.data as Infer<T>;
}

export function toWire(data: unknown): unknown {
  return humps.decamelizeKeys(data as object);
}

/** Catalogue reads may be kept by shared caches (and served stale for ten times as long while refreshed). */
export function cacheControlOf(endpoint: Endpoint): string {
  const seconds = endpoint.publicCacheSeconds;
  return seconds
    ? `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}`
    : "private, no-store";
}

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a route without a policy adds nothing
export function handleRoute<E extends Endpoint, X extends object = {}>(
  endpoint: E,
  handler: (ctx: RouteContext<E> & X) => Promise<RouteResult> | RouteResult,
  { policy, bodyErrors }: RouteOptions<X> = {},
) {
  return async (req: NextRequest, context?: NextRouteContext): Promise<Response> => {
    try {
      const url = publicUrl(req);
      // As in DRF, the caller is authenticated and permissions checked before any input is looked at.
      const auth = await resolveAuth(req);
      if (endpoint.auth === "required" && !auth.user) throw notAuthenticated();
      const granted = policy ? await policy(req, auth) : ({} as X);
      const params = await parseWith(endpoint.params, (await context?.params) ?? {}, "params");
      const rawQuery = queryObject(url);
      // Query values are one line each; checked even where no parameter is read, so none reaches a service.
      assertNoControlChars(rawQuery);
      const query = await parseWith(endpoint.query, rawQuery, "query");
      const rawBody =
        endpoint.body && endpoint.bodyType !== "multipart"
          ? await readJsonBody(req, { multilineFields: endpoint.multilineFields ?? [] })
          : undefined;
      const body = await parseWith(endpoint.body, rawBody, "body", bodyErrors);
      const ctx = { ...granted, req, url, params, query, body, auth } as RouteContext<E> & X;
      const result = await handler(ctx);
      if (result instanceof Response) return result;
      // The API tests check every answer against the endpoint's response schema (tests/helpers/check-contract.ts).
      return NextResponse.json(toWire(result), {
        status: endpoint.status ?? 200,
        headers: { "cache-control": cacheControlOf(endpoint) },
      });
    } catch (err) {
      return errorResponse(err);
    }
  };
}
