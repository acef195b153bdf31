// Fields shared by the accounts endpoints and the sign-in / sign-up forms: e-mail and password rules.
import { z } from "zod";
import { EMAIL_INVALID_MESSAGE, REQUIRED_MESSAGE as REQUIRED } from "../field-messages";
import { COMMON_PASSWORDS } from "./common-passwords";
import { normaliseEmailAddress } from "./email-address";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A string field with DRF's wording when it is missing or of the wrong type. */
export const requiredString = () =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Введите строку."),
  });

/**
 * An e-mail address, internationalised ones included, in the store's one spelling (email-address.ts): one
 * account per address. Empty says "required", the wording every form uses for an empty field.
 */
export const emailSchema = requiredString()
  .trim()
  .min(1, REQUIRED)
  .max(254, "Адрес электронной почты слишком длинный.")
  .transform((value, ctx) => {
    const address = normaliseEmailAddress(value);
    if (address === null) ctx.addIssue({ code: "custom", message: EMAIL_INVALID_MESSAGE, input: value });
    return address ?? value;
  })
  .meta({ format: "idn-email" });

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
