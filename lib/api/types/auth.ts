// Tokens, profile and social sign-in providers.
import type { Money } from "./common";
import type { PromoCode } from "./promo";

export type Tokens = { access: string; refresh: string; isSignedUp?: boolean };
export type Credentials = { email: string; password: string };

export const SOCIAL_PROVIDERS = ["facebook", "google", "steam", "telegram", "vk", "vk_id", "yandex"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** Binding is offered for every provider except facebook. */
export const BIND_PROVIDERS = ["google", "steam", "telegram", "vk", "vk_id", "yandex"] as const;
export type BindProvider = (typeof BIND_PROVIDERS)[number];
/** Unbinding is offered for every provider except google. */
export const UNBIND_PROVIDERS = ["facebook", "steam", "telegram", "vk", "vk_id", "yandex"] as const;
export type UnbindProvider = (typeof UNBIND_PROVIDERS)[number];

/** The callback's answer: `code` (Steam: the whole query string; Telegram: tgAuthResult), `state`,
 * and for vk_id its `device_id`; `email` when a first sign-in asked for one. */
export type SocialAuthBody = {
  code: string;
  redirectUri: string;
  state?: string;
  deviceId?: string;
  email?: string;
};

/** Sign-up and password recovery (Djoser style). */
export type RegisterBody = Credentials;
export type RegisteredUser = { id: number; email: string };
export type ResetPasswordConfirmBody = { uid: string; token: string; newPassword: string };
export type UpdateMeBody = { nickname: string };

export type Profile = {
  id: number;
  email: string;
  nickname: string;
  avatarImg: string | null;
  balance: Money;
  activePromoCode: PromoCode | null;
  /** Every provider as the server spells it (vk_id stays vk_id) -> the bound account id, or null. */
  socialIds: Record<SocialProvider, string | null>;
};
