// Errors a route handler may throw; the wrapper turns them into DRF-shaped JSON bodies.
export type FieldErrors = { [field: string]: string[] | FieldErrors };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : `HTTP ${status}`);
  }
}

export const notFound = (detail = "Страница не найдена.") => new ApiError(404, { detail, code: "not_found" });

export const validationError = (errors: FieldErrors) => new ApiError(400, errors);

export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });

export const nonFieldError = (message: string) => validationError({ non_field_errors: [message] });

/** 409: the target's state does not allow the action (already done, refused by an earlier one); `code` says which. */
export const conflict = (detail: string, code: string) => new ApiError(409, { detail, code });

export const notAuthenticated = () =>
  new ApiError(401, {
    detail: "Учетные данные не были предоставлены.",
    code: "not_authenticated",
  });

export const permissionDenied = (detail = "У вас недостаточно прав для выполнения данного действия.") =>
  new ApiError(403, { detail, code: "permission_denied" });

export const methodNotAllowed = (method: string, allowed: string[]) =>
  new ApiError(
    405,
    { detail: `Метод "${method}" не разрешен.`, code: "method_not_allowed" },
    { Allow: allowed.join(", ") },
  );

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    {
      detail: `Запрос был проигнорирован. Повторите через ${retryAfterSeconds} с.`,
      code: "throttled",
    },
    { "Retry-After": String(retryAfterSeconds) },
  );
