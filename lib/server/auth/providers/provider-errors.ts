// Failures of a sign-in at the provider, as DRF bodies: the shopper's code was refused (400), the provider
// answered nonsense or 5xx (502), or it did not answer in time (503).
import { DomainError, nonFieldError } from "../../errors/domain-error";

export const invalidGrant = (
  message = "Код авторизации недействителен или истёк. Попробуйте войти ещё раз.",
) => nonFieldError(message);

export const accessDenied = () => invalidGrant("Вход отменён: доступ к аккаунту не разрешён.");

export const providerBadGateway = (provider: string) =>
  new DomainError(
    "upstream_failed",
    "provider_error",
    `Сервис входа (${provider}) ответил ошибкой. Попробуйте позже.`,
  );

export const providerUnavailable = (provider: string) =>
  new DomainError(
    "upstream_unavailable",
    "provider_unavailable",
    `Сервис входа (${provider}) сейчас недоступен. Попробуйте позже.`,
  );
