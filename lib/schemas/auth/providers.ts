// Social sign-in providers of SPEC.md section 7 and which of them offer binding and unbinding.
import { z } from "zod";

export const SOCIAL_PROVIDERS = ["facebook", "google", "steam", "telegram", "vk", "vk_id", "yandex"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Binding: every provider but facebook. */
export const BIND_PROVIDERS = ["google", "steam", "telegram", "vk", "vk_id", "yandex"] as const;
/** Unbinding: every provider but google. */
export const UNBIND_PROVIDERS = ["facebook", "steam", "telegram", "vk", "vk_id", "yandex"] as const;

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
