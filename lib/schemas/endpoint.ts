// An endpoint of the Store API: one definition shared by the route handler, the typed client and the OpenAPI document.
import { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

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
  /** "json" (default), "text" for callbacks whose provider expects a plain word such as OK, "csv" for exports. */
  responseType?: "json" | "text" | "csv";
  /** Status of a successful answer (200 unless given). */
  status?: number;
  auth?: "none" | "optional" | "required";
  /**
   * The answer is the same for every caller (catalogue and content reads): shared caches (nginx, a CDN) may keep
   * it this many seconds and serve it stale while they refresh it. Unset: the answer is never cached.
   */
  publicCacheSeconds?: number;
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
