// DRF / SimpleJWT-shaped errors of the accounts API, worded as the Russian locale of those libraries.
import { DomainError, notAuthenticated, permissionDenied } from "../errors/domain-error";

export const TOKEN_NOT_VALID = "Токен недействителен или просрочен";

/** 401 for a bad access token; 400 on jwt/refresh/, where the client logs out (DESIGN.md section 4). */
export const tokenNotValid = (status: 400 | 401 = 401) =>
  status === 400
    ? new DomainError("invalid", "token_not_valid", TOKEN_NOT_VALID)
    : notAuthenticated(TOKEN_NOT_VALID, "token_not_valid");

/** SimpleJWT's code, a kinder detail than its "no active account": it names the usual slips and the way out,
 *  and, like the code, does not tell whether the address is registered. */
export const noActiveAccount = () =>
  notAuthenticated(
    "Неверный e-mail или пароль. Проверьте раскладку и Caps Lock или восстановите пароль.",
    "no_active_account",
  );

export const noAccess = () =>
  permissionDenied("Ваш аккаунт заблокирован. Обратитесь в поддержку.", "no_access");

export const badAuthorizationHeader = () =>
  notAuthenticated(
    "Заголовок авторизации должен содержать два значения, разделённых пробелом",
    "bad_authorization_header",
  );

export const userNotFound = () => notAuthenticated("Пользователь не найден", "user_not_found");
