// What a known failure answers: domain errors (lib/server/errors/domain-error.ts), zod errors and the wrapper's own
// HTTP errors (ApiError) as a status, a DRF body with a `code` from the catalogue (lib/schemas/error-codes.ts) and
// headers. Field errors keep DRF's shape; a specific code (already_reviewed, say) follows the fields, while plain
// validation errors ("invalid") stay bare DRF bodies for now: giving them the code too changes every 400 body, which
// clients and tests compare whole (issue 27 leaves this step for later). Where the request's own field named
// `code` is refused, that key holds its messages, as DRF answers it.
import { ZodError } from "zod";
import type { ErrorCode } from "@/lib/schemas/error-codes";
import { DomainError, type DomainErrorKind } from "../errors/domain-error";
import { ApiError } from "./api-error";
import { zodToFieldErrors } from "./zod-to-field-errors";

export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  throttled: 429,
  upstream_failed: 502,
  upstream_unavailable: 503,
};

/** The code an HTTP error without one stands for (a provider callback's own ApiError, say). */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: "invalid",
  401: "not_authenticated",
  403: "permission_denied",
  404: "not_found",
  405: "method_not_allowed",
  413: "request_too_large",
  415: "unsupported_media_type",
  429: "throttled",
};

export type ErrorAnswer = { status: number; body: Record<string, unknown>; headers: Record<string, string> };

/**
 * A body with its code after it, unless a field named `code` holds its own messages or the body is plain field
 * errors whose code would be the implied "invalid".
 */
const withCode = (body: Record<string, unknown>, code: string) =>
  "code" in body || (code === "invalid" && !("detail" in body)) ? body : { ...body, code };

function domainAnswer(err: DomainError): ErrorAnswer {
  const status = STATUS_OF_KIND[err.kind];
  const body = err.fields ? withCode(err.fields, err.code) : { detail: err.detail, code: err.code };
  const headers: Record<string, string> =
    err.retryAfterSeconds === undefined ? {} : { "Retry-After": String(err.retryAfterSeconds) };
  return { status, body, headers };
}

/** The status, DRF body and headers of a known failure; null for anything else (a fault of the server). */
export function errorAnswerOf(err: unknown): ErrorAnswer | null {
  if (err instanceof DomainError) return domainAnswer(err);
  if (err instanceof ZodError)
    return { status: 400, body: withCode(zodToFieldErrors(err), "invalid"), headers: {} };
  if (err instanceof ApiError) {
    const body = withCode(err.body, CODE_OF_STATUS[err.status] ?? "server_error");
    return { status: err.status, body, headers: err.headers };
  }
  return null;
}

/** The HTTP status a failure stands for, if it is a known one (a page's data load uses it too). */
export const statusOfError = (err: unknown): number | undefined => errorAnswerOf(err)?.status;
