// DRF / SimpleJWT-shaped errors of the accounts API, worded as the Russian locale of those libraries.
import { ApiError } from "../http/api-error";

export const TOKEN_NOT_VALID = "Токен недействителен или просрочен";

/** 401 for a bad access token; 400 on jwt/refresh/, where the client logs out (DESIGN.md section 4). */
export const tokenNotValid = (status: 400 | 401 = 401) =>
  new ApiError(status, { detail: TOKEN_NOT_VALID, code: "token_not_valid" });

/** SimpleJWT's code, a kinder detail than its "no active account": it names the usual slips and the way out,
 *  and, like the code, does not tell whether the address is registered. */
export const noActiveAccount = () =>
  new ApiError(401, {
    detail: "Неверный e-mail или пароль. Проверьте раскладку и Caps Lock или восстановите пароль.",
    code: "no_active_account",
  });

export const noAccess = () =>
  new ApiError(403, {
    detail: "Ваш аккаунт заблокирован. Обратитесь в поддержку.",
    code: "no_access",
  });

export const badAuthorizationHeader = () =>
  new ApiError(401, {
    detail: "Заголовок авторизации должен содержать два значения, разделённых пробелом",
    code: "bad_authorization_header",
  });

export const userNotFound = () =>
  new ApiError(401, { detail: "Пользователь не найден", code: "user_not_found" });
