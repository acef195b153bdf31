// Tokens, profile and social sign-in providers, inferred from lib/schemas/auth.
import type { z } from "zod";
import type { createJwt, credentialsSchema } from "@/lib/schemas/auth/jwt";
import type { socialAuth } from "@/lib/schemas/auth/social";
import type { profileSchema, socialIdsSchema } from "@/lib/schemas/auth/profile";
import type { BIND_PROVIDERS, UNBIND_PROVIDERS } from "@/lib/schemas/auth/providers";
import type { registerBodySchema, registerUser, resetPasswordConfirm } from "@/lib/schemas/auth/users";
import type { updateMeBodySchema } from "@/lib/schemas/auth/me";
import type { FromWire, ToWire } from "../camel-cased-deep";

export { SOCIAL_PROVIDERS, BIND_PROVIDERS, UNBIND_PROVIDERS } from "@/lib/schemas/auth/providers";
export type { SocialProvider } from "@/lib/schemas/auth/providers";
/** Binding is offered for every provider except facebook. */
export type BindProvider = (typeof BIND_PROVIDERS)[number];
/** Unbinding is offered for every provider except google. */
export type UnbindProvider = (typeof UNBIND_PROVIDERS)[number];

/** jwt/create/ and jwt/refresh/ answer the pair; a social sign-in also says whether it created the account. */
export type Tokens = FromWire<typeof createJwt.response> &
  Partial<Pick<FromWire<typeof socialAuth.response>, "isSignedUp">>;
export type Credentials = ToWire<typeof credentialsSchema>;

/** The callback's answer: `code` (Steam: the whole query string; Telegram: tgAuthResult), `state`,
 * and for vk_id its `device_id`; `email` when a first sign-in asked for one. */
export type SocialAuthBody = ToWire<NonNullable<typeof socialAuth.body>>;

/** Sign-up and password recovery (Djoser style). */
export type RegisterBody = ToWire<typeof registerBodySchema>;
export type RegisteredUser = FromWire<typeof registerUser.response>;
export type ResetPasswordConfirmBody = ToWire<NonNullable<typeof resetPasswordConfirm.body>>;
export type UpdateMeBody = ToWire<typeof updateMeBodySchema>;

/** social_ids is read as the server spells its keys (vk_id stays vk_id): the provider -> bound account id, or null. */
export type Profile = Omit<FromWire<typeof profileSchema>, "socialIds"> & {
  socialIds: z.output<typeof socialIdsSchema>;
};
