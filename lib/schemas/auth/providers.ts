// Social sign-in providers of SPEC.md section 7 and which of them offer binding and unbinding. Without zod, so the
// browser's client can name them without loading the schemas (the schema is socialProviderSchema in social.ts).

export const SOCIAL_PROVIDERS = ["facebook", "google", "steam", "telegram", "vk", "vk_id", "yandex"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Binding: every provider but facebook. */
export const BIND_PROVIDERS = ["google", "steam", "telegram", "vk", "vk_id", "yandex"] as const;
/** Unbinding: every provider but google. */
export const UNBIND_PROVIDERS = ["facebook", "steam", "telegram", "vk", "vk_id", "yandex"] as const;
