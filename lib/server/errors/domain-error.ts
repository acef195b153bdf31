// What a service throws when it refuses: a kind (what went wrong, in the domain's words), a stable code from the
// catalogue (lib/schemas/error-codes.ts) and the message for the shopper or staff, or field errors. Services know
// nothing of HTTP: lib/server/http/error-response.ts turns these into DRF bodies and statuses in one place.
import type { ErrorCode } from "@/lib/schemas/error-codes";

/** DRF field errors: {"field": ["message"]}, nested for nested fields and lists. */
export type FieldErrors = { [field: string]: string[] | FieldErrors | FieldErrors[] };

export type DomainErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "throttled"
  | "upstream_failed"
  | "upstream_unavailable";

export class DomainError extends Error {
  override name = "DomainError";
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    readonly detail: string,
    /** Set for "invalid": the errors by field (the detail is then only for logs). */
    readonly fields?: FieldErrors,
    /** Set for "throttled": how long the caller should wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}

export const notFound = (detail = "Страница не найдена.", code: ErrorCode = "not_found") =>
  new DomainError("not_found", code, detail);

export const validationError = (fields: FieldErrors, code: ErrorCode = "invalid") =>
  new DomainError("invalid", code, "Invalid input.", fields);

export const fieldError = (field: string, message: string, code: ErrorCode = "invalid") =>
  validationError({ [field]: [message] }, code);

export const nonFieldError = (message: string, code: ErrorCode = "invalid") =>
  fieldError("non_field_errors", message, code);

/** The target's state does not allow the action (already done, refused by an earlier one); `code` says which. */
export const conflict = (detail: string, code: ErrorCode) => new DomainError("conflict", code, detail);

export const notAuthenticated = (
  detail = "Учетные данные не были предоставлены.",
  code: ErrorCode = "not_authenticated",
) => new DomainError("unauthenticated", code, detail);

export const permissionDenied = (
  detail = "У вас недостаточно прав для выполнения данного действия.",
  code: ErrorCode = "permission_denied",
) => new DomainError("forbidden", code, detail);

export const throttled = (
  retryAfterSeconds: number,
  detail = `Запрос был проигнорирован. Повторите через ${retryAfterSeconds} с.`,
) => new DomainError("throttled", "throttled", detail, undefined, retryAfterSeconds);
