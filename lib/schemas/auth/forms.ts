// Schemas of the sign-in, sign-up, password and settings forms: the same field rules as the accounts
// endpoints (lib/schemas/auth/fields.ts, me.ts), plus what only a form has (a repeated password).
import { z } from "zod";
import {
  PASSWORD_LIKE_EMAIL,
  emailSchema,
  isPasswordLikeEmail,
  loginPasswordSchema,
  newPasswordSchema,
} from "./fields";
import { nicknameSchema } from "./me";
import { REQUIRED_MESSAGE as REQUIRED } from "../field-messages";

export const PASSWORDS_DIFFER = "Пароли не совпадают.";

/** The API's own e-mail rule: an empty box says "required" there too. */
const formEmailSchema = emailSchema;

export const signInFormSchema = z.object({ email: formEmailSchema, password: loginPasswordSchema });
export type SignInForm = z.input<typeof signInFormSchema>;

export const signUpFormSchema = z
  .object({
    email: formEmailSchema,
    password: z.string().min(1, REQUIRED).pipe(newPasswordSchema),
    passwordRepeat: z.string().min(1, REQUIRED),
  })
  .refine((v) => !isPasswordLikeEmail(v.password, v.email), {
    message: PASSWORD_LIKE_EMAIL,
    path: ["password"],
  })
  .refine((v) => v.password === v.passwordRepeat, { message: PASSWORDS_DIFFER, path: ["passwordRepeat"] });
export type SignUpForm = z.input<typeof signUpFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: formEmailSchema });
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(1, REQUIRED).pipe(newPasswordSchema),
    passwordRepeat: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.password === v.passwordRepeat, { message: PASSWORDS_DIFFER, path: ["passwordRepeat"] });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** The settings' password change: the current password, and the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: loginPasswordSchema,
    password: z.string().min(1, REQUIRED).pipe(newPasswordSchema),
    passwordRepeat: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.password === v.passwordRepeat, { message: PASSWORDS_DIFFER, path: ["passwordRepeat"] });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** Asked on the social redirect page when the provider shared no usable address. */
export const socialEmailFormSchema = z.object({ email: formEmailSchema });
export type SocialEmailForm = z.input<typeof socialEmailFormSchema>;

export const nicknameFormSchema = z.object({ nickname: nicknameSchema });
export type NicknameForm = z.input<typeof nicknameFormSchema>;
