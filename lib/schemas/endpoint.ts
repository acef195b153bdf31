// An endpoint of the Store API: one definition shared by the route handler, the typed client and the OpenAPI document.
import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How a caller proves who it is (the OpenAPI security schemes): the bearer access token, the signed order-access
 * cookie of the browser that created or opened an order, the operator's X-Operator-Token, a provider's signed
 * callback.
 */
export type SecurityScheme =
  "jwtAuth" | "orderAccessCookie" | "operatorToken" | "payselectionSignature" | "sandboxSignature";

/** Error statuses an endpoint answers beyond those its declaration implies, each with the reason. */
export type DeclaredErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 500 | 502 | 503, string>>;

export type Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  /** Path with {param} placeholders, trailing slash included, e.g. /api/games/{id}/ */
  path: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** "json" (default), "multipart" for file uploads, or "form" (urlencoded, JSON accepted too). */
  bodyType?: "json" | "multipart" | "form";
  /** Body fields that may hold tabs and line breaks (dotted paths); any other string field is one line. */
  multilineFields?: readonly string[];
  response: R;
  /**
   * "json" (default), "text" for callbacks whose provider expects a plain word such as OK, "csv" for exports,
   * "image" for stored pictures (PNG, JPEG or WebP bytes).
   */
  responseType?: "json" | "text" | "csv" | "image";
  /** Status of a successful answer (200 unless given). */
  status?: number;
  auth?: "none" | "optional" | "required";
  /**
   * The answer is the same for every caller (catalogue and content reads): shared caches (nginx, a CDN) may keep
   * it this many seconds and serve it stale while they refresh it. Unset: the answer is never cached.
   */
  publicCacheSeconds?: number;
  /**
   * Alternatives of schemes, any one of which admits the caller ([] inside: anonymous callers too). Unset, it
   * follows `auth`: "required" the token, "optional" the token or nobody, "none" nobody ([] in the document).
   */
  security?: readonly (readonly SecurityScheme[])[];
  /** A caller over its limit is refused with 429 and a Retry-After header. */
  rateLimited?: boolean;
  /** Error answers that `auth`, the inputs and the rate limit do not imply: 401 for wrong credentials, 409... */
  errors?: DeclaredErrors;
  /**
   * Served outside handleRoute (health, build id, stored images): no token is read and nothing is parsed, so the
   * document lists only the declared answers and 405.
   */
  plain?: boolean;
};

export function defineEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

/** Fills {placeholders} of a path; a missing value throws an error naming the field. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`Required parameter ${name} was null or undefined when calling ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Calls addressed by an order's numeric id: the owner's token or the browser's order-access cookie (else 404). */
export const ORDER_ACCESS: readonly (readonly SecurityScheme[])[] = [["jwtAuth"], ["orderAccessCookie"]];
