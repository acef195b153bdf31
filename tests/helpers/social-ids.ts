// An account's social_ids with no provider bound: every provider the store offers, each null. Tests spread it and
// set the providers their account is bound to, e.g. { ...noSocialIds, google: "g-1" }.
export const noSocialIds: Record<
  "facebook" | "google" | "steam" | "telegram" | "vk" | "vk_id" | "yandex",
  string | null
> = {
  facebook: null,
  google: null,
  steam: null,
  telegram: null,
  vk: null,
  vk_id: null,
  yandex: null,
};
