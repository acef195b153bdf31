// Failures of a sign-in at the provider, as DRF bodies: the shopper's code was refused (400), the provider
// answered nonsense or 5xx (502), or it did not answer in time (503).
import { ApiError } from "../../http/api-error";

export const invalidGrant = (
  message = "Код авторизации недействителен или истёк. Попробуйте войти ещё раз.",
) => new ApiError(400, { non_field_errors: [message] });

export const accessDenied = () => invalidGrant("Вход отменён: доступ к аккаунту не разрешён.");

export const providerBadGateway = (provider: string) =>
  new ApiError(502, {
    detail: `Сервис входа (${provider}) ответил ошибкой. Попробуйте позже.`,
    code: "provider_error",
  });

export const providerUnavailable = (provider: string) =>
  new ApiError(503, {
    detail: `Сервис входа (${provider}) сейчас недоступен. Попробуйте позже.`,
    code: "provider_unavailable",
  });
