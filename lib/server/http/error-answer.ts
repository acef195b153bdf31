// What a known failure answers: domain errors (lib/server/errors/domain-error.ts), zod errors and the wrapper's own
// HTTP errors (ApiError) as a status, a DRF body and headers. Every answer names its code from the catalogue
// (lib/schemas/error-codes.ts) in the X-Error-Code header, field errors included, so a client branches on the code
// whatever the body's shape. Bodies keep DRF's shape: a detail body carries its code, field errors carry a specific
// code (already_reviewed, say) after the fields, while plain validation errors ("invalid") stay bare DRF bodies
// (their code is in the header only). Where the request's own field named `code` is refused, that key holds its
// messages, as DRF answers it.
import { ZodError } from "zod";
import { ERROR_CODE_HEADER } from "@/lib/schemas/error-code-header";
import { ERROR_CODES, type ErrorCode } from "@/lib/schemas/error-codes";
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

export type ErrorAnswer = {
  status: number;
  code: ErrorCode;
  body: Record<string, unknown>;
  headers: Record<string, string>;
};

/** An error answer: its code goes in the X-Error-Code header beside the answer's own headers. */
export const errorAnswer = (
  status: number,
  code: ErrorCode,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): ErrorAnswer => ({ status, code, body, headers: { ...headers, [ERROR_CODE_HEADER]: code } });

/**
 * A body with its code after it, unless a field named `code` holds its own messages or the body is plain field
 * errors whose code is the implied "invalid" (named by the header only).
 */
const withCode = (body: Record<string, unknown>, code: string) =>
  "code" in body || (code === "invalid" && !("detail" in body)) ? body : { ...body, code };

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);

function domainAnswer(err: DomainError): ErrorAnswer {
  const body = err.fields ? withCode(err.fields, err.code) : { detail: err.detail, code: err.code };
  const headers: Record<string, string> =
    err.retryAfterSeconds === undefined ? {} : { "Retry-After": String(err.retryAfterSeconds) };
  return errorAnswer(STATUS_OF_KIND[err.kind], err.code, body, headers);
}

/** The status, DRF body and headers of a known failure; null for anything else (a fault of the server). */
export function errorAnswerOf(err: unknown): ErrorAnswer | null {
  if (err instanceof DomainError) return domainAnswer(err);
  if (err instanceof ZodError) return errorAnswer(400, "invalid", withCode(zodToFieldErrors(err), "invalid"));
  if (err instanceof ApiError) {
    const code = isErrorCode(err.body.code) ? err.body.code : (CODE_OF_STATUS[err.status] ?? "server_error");
    return errorAnswer(err.status, code, withCode(err.body, code), err.headers);
  }
  return null;
}

/** The HTTP status a failure stands for, if it is a known one (a page's data load uses it too). */
export const statusOfError = (err: unknown): number | undefined => errorAnswerOf(err)?.status;
