// Registration and password recovery in Djoser's style. No answer tells whether an e-mail is registered.
import { z } from "zod";
import { emptySchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { emailSchema, loginPasswordSchema, newPasswordSchema, requiredString } from "./fields";

export const registerBodySchema = z.object({ email: emailSchema, password: newPasswordSchema });

export const registerUser = defineEndpoint({
  method: "POST",
  path: "/api/auth/users/",
  rateLimited: true,
  tag: "auth",
  summary:
    "Sign up. Answers 201 {id, email} whether or not the address is already registered (the owner of a " +
    "registered address gets a notice by e-mail instead), so the answer reveals nothing; then sign in with jwt/create/",
  body: registerBodySchema,
  status: 201,
  response: z.object({ id: z.number().int(), email: z.string() }),
});

export const resetPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/users/reset_password/",
  rateLimited: true,
  tag: "auth",
  summary:
    "Send a password-reset link (/auth/reset-password?uid=..&token=.., valid 1 hour) to the address; " +
    "answers 204 whether or not it is registered",
  body: z.object({ email: emailSchema }),
  status: 204,
  response: emptySchema.describe("No content"),
});

export const setPassword = defineEndpoint({
  method: "POST",
  path: "/api/auth/users/set_password/",
  rateLimited: true,
  tag: "auth",
  auth: "required",
  summary:
    "Change the signed-in shopper's password (Djoser's set_password/): the current one must be right (400 on " +
    "current_password otherwise). Every session of the account is signed out; sign in again with the new password",
  body: z.object({ current_password: loginPasswordSchema, new_password: newPasswordSchema }),
  status: 204,
  response: emptySchema.describe("No content"),
});

export const resetPasswordConfirm = defineEndpoint({
  method: "POST",
  path: "/api/auth/users/reset_password_confirm/",
  rateLimited: true,
  tag: "auth",
  summary:
    "Set a new password with the uid and token from the reset link; 400 for a wrong, used or expired token. " +
    "Every session of the account is signed out",
  body: z.object({
    uid: requiredString().max(64),
    token: requiredString().max(256),
    new_password: newPasswordSchema,
  }),
  status: 204,
  response: emptySchema.describe("No content"),
});
