// Fields shared by the accounts endpoints and the sign-in / sign-up forms: e-mail and password rules.
import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const REQUIRED = "Обязательное поле.";

/** A string field with DRF's wording when it is missing or of the wrong type. */
export const requiredString = () =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Введите строку."),
  });

/** ASCII addresses only (no look-alike Unicode), trimmed and lower-cased: one account per address. */
export const emailSchema = requiredString()
  .trim()
  .toLowerCase()
  .max(254, "Адрес электронной почты слишком длинный.")
  .pipe(z.email({ message: "Введите правильный адрес электронной почты." }));

/** A password being checked at sign-in: only bounded, so a huge one is refused before any hashing. */
export const loginPasswordSchema = requiredString()
  .min(1, REQUIRED)
  .max(PASSWORD_MAX_LENGTH * 4, `Пароль не может быть длиннее ${PASSWORD_MAX_LENGTH} символов.`);

const commonPasswords = new Set(COMMON_PASSWORDS);

/** A new password: Django's default validators (length, common, all digits), checked cheapest first. */
export const newPasswordSchema = requiredString().superRefine((value, ctx) => {
  const fail = (message: string) => ctx.addIssue({ code: "custom", message, input: value });
  const length = value.length > PASSWORD_MAX_LENGTH * 4 ? Infinity : Array.from(value).length;
  if (length > PASSWORD_MAX_LENGTH)
    return fail(`Пароль не может быть длиннее ${PASSWORD_MAX_LENGTH} символов.`);
  if (length < PASSWORD_MIN_LENGTH) {
    return fail(
      `Введённый пароль слишком короткий. Он должен содержать как минимум ${PASSWORD_MIN_LENGTH} символов.`,
    );
  }
  if (/^\d+$/.test(value)) fail("Введённый пароль состоит только из цифр.");
  if (commonPasswords.has(value.normalize("NFC").toLowerCase()))
    fail("Введённый пароль слишком широко распространён.");
});

/** Django's similarity rule, reduced to what matters: not the address or its name part. */
export function isPasswordLikeEmail(password: string, email: string): boolean {
  const p = password.normalize("NFC").toLowerCase();
  const e = email.toLowerCase();
  const local = e.split("@")[0];
  if (p === e || p === local) return true;
  // "ivan.petrov" -> "ivan.petrov1" is as guessable as the address itself.
  return local.length >= 4 && p.includes(local) && p.length - local.length <= 3;
}

export const PASSWORD_LIKE_EMAIL = "Введённый пароль слишком похож на адрес электронной почты.";
