// The wording of field errors, one scheme on every form and in the API (issue 13):
// - a required field left empty: REQUIRED_MESSAGE, the same words on the client and from the server (DRF's
//   "Обязательное поле."); why the store needs the field is the field's hint, not its error;
// - a choice not made: "Выберите …" (a server, a payment method, a rating);
// - a value of the wrong form: "Введите правильный …" (DRF's wording too), e.g. EMAIL_INVALID_MESSAGE.
export const REQUIRED_MESSAGE = "Обязательное поле.";
export const EMAIL_INVALID_MESSAGE = "Введите правильный адрес электронной почты.";
