// Errors of HTTP itself (a method not allowed, a body too large or of the wrong type, a provider callback's own
// answer): what the wrapper and the edge throw; lib/server/http/error-response.ts maps them with the domain errors.
// Services throw domain errors (lib/server/errors/domain-error.ts) instead.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${status}`);
  }
}

// The payment code (lib/server/payments) still takes the domain errors from here; it moves to
// lib/server/errors/domain-error.ts with that module's own change (issue 27), and then this line goes.
export {
  fieldError,
  nonFieldError,
  notFound,
  permissionDenied,
  validationError,
  type FieldErrors,
} from "../errors/domain-error";

export const methodNotAllowed = (method: string, allowed: string[]) =>
  new ApiError(
    405,
    { detail: `Метод "${method}" не разрешен.`, code: "method_not_allowed" },
    { Allow: allowed.join(", ") },
  );
