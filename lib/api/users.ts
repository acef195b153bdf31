// Accounts in Djoser's style: sign-up, password recovery and the signed-in shopper's own record (users/me/).
import * as meEndpoints from "@/lib/schemas/auth/me";
import * as userEndpoints from "@/lib/schemas/auth/users";
import { parseProfile, type StampedProfile } from "./auth";
import { call, type CallInput } from "./call";
import type { CallOptions } from "./default-client";
import type { RegisterBody, RegisteredUser, ResetPasswordConfirmBody, UpdateMeBody } from "./types/auth";

/** Answers 201 whether or not the address was already registered; sign in with createJwt afterwards. */
export function registerUser(body: RegisterBody, options?: CallOptions): Promise<RegisteredUser> {
  return call(userEndpoints.registerUser, { body, required: ["email", "password"] }, options);
}

/** Mails a reset link when the address is registered; the answer (204) is the same either way. */
export async function resetPassword(
  body: NonNullable<CallInput<typeof userEndpoints.resetPassword>["body"]>,
  options?: CallOptions,
): Promise<void> {
  await call(userEndpoints.resetPassword, { body, required: ["email"] }, options);
}

export async function resetPasswordConfirm(
  body: ResetPasswordConfirmBody,
  options?: CallOptions,
): Promise<void> {
  const required = ["uid", "token", "newPassword"];
  await call(userEndpoints.resetPasswordConfirm, { body, required }, options);
}

/** Changes the signed-in shopper's password; every session ends, so sign in again with the new one. */
export async function setPassword(
  body: NonNullable<CallInput<typeof userEndpoints.setPassword>["body"]>,
  options?: CallOptions,
): Promise<void> {
  await call(userEndpoints.setPassword, { body, required: ["currentPassword", "newPassword"] }, options);
}

/** Changes the signed-in shopper's nickname; answers the updated profile. */
export function updateMe(body: UpdateMeBody, options?: CallOptions): Promise<StampedProfile> {
  return call(meEndpoints.updateMe, { body, required: ["nickname"], parseWire: parseProfile }, options);
}
