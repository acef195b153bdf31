// Accounts in Djoser's style: sign-up, password recovery and the signed-in shopper's own record (users/me/).
import type * as userEndpoints from "@/lib/schemas/auth/users";
import { parseProfile, type StampedProfile } from "./auth";
import type { BodyOf } from "./camel-cased-deep";
import { send, type CallOptions } from "./default-client";
import type { RegisterBody, RegisteredUser, ResetPasswordConfirmBody, UpdateMeBody } from "./types/auth";

/** Answers 201 whether or not the address was already registered; sign in with createJwt afterwards. */
export function registerUser(body: RegisterBody, options?: CallOptions): Promise<RegisteredUser> {
  return send(options, {
    method: "POST",
    path: "/api/auth/users/",
    operation: "registerUser",
    body,
    required: ["email", "password"],
  });
}

/** Mails a reset link when the address is registered; the answer (204) is the same either way. */
export async function resetPassword(
  body: BodyOf<typeof userEndpoints.resetPassword>,
  options?: CallOptions,
): Promise<void> {
  await send(options, {
    method: "POST",
    path: "/api/auth/users/reset_password/",
    operation: "resetPassword",
    body,
    required: ["email"],
  });
}

export async function resetPasswordConfirm(
  body: ResetPasswordConfirmBody,
  options?: CallOptions,
): Promise<void> {
  await send(options, {
    method: "POST",
    path: "/api/auth/users/reset_password_confirm/",
    operation: "resetPasswordConfirm",
    body,
    required: ["uid", "token", "newPassword"],
  });
}

/** Changes the signed-in shopper's password; every session ends, so sign in again with the new one. */
export async function setPassword(
  body: BodyOf<typeof userEndpoints.setPassword>,
  options?: CallOptions,
): Promise<void> {
  await send(options, {
    method: "POST",
    path: "/api/auth/users/set_password/",
    operation: "setPassword",
    body,
    required: ["currentPassword", "newPassword"],
  });
}

/** Changes the signed-in shopper's nickname; answers the updated profile. */
export function updateMe(body: UpdateMeBody, options?: CallOptions): Promise<StampedProfile> {
  return send(options, {
    method: "PATCH",
    path: "/api/auth/users/me/",
    operation: "updateMe",
    body,
    required: ["nickname"],
    isRawResponse: true,
    parse: parseProfile,
  });
}
