// Yandex ID: OAuth 2 authorisation code flow with PKCE; identity from login.yandex.ru/info.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { createOAuthAdapter, type OAuthProviderSpec } from "./oauth-adapter";
import { textOf } from "./read-token-answer";

export const YANDEX_AUTHORIZE_URL = "https://oauth.yandex.ru/authorize";
export const YANDEX_TOKEN_URL = "https://oauth.yandex.ru/token";
export const YANDEX_USERINFO_URL = "https://login.yandex.ru/info?format=json";

export const YANDEX: OAuthProviderSpec = {
  provider: "yandex",
  usesPkce: true,
  authorizeUrl: YANDEX_AUTHORIZE_URL,
  authorizeParams: { force_confirm: "yes" },
  token: {
    url: YANDEX_TOKEN_URL,
    method: "POST",
    fields: ["grant_type", "code", "client_id", "client_secret", "code_verifier"],
  },
  profile: { url: YANDEX_USERINFO_URL, method: "GET", fields: [], authorization: "OAuth", isRequired: true },
  identity(me) {
    const avatarId = textOf(me?.default_avatar_id);
    // Yandex only hands out confirmed addresses.
    const email = textOf(me?.default_email);
    return {
      uid: textOf(me?.id),
      email,
      isEmailVerified: email !== null,
      name: textOf(me?.display_name) ?? textOf(me?.real_name) ?? textOf(me?.login) ?? "",
      avatar:
        avatarId && me?.is_avatar_empty !== true && /^[\w/-]+$/.test(avatarId)
          ? `https://avatars.yandex.net/get-yapic/${avatarId}/islands-200`
          : null,
    };
  },
};

export const createYandexAdapter = (
  clientId: string,
  clientSecret: string,
  fetchImpl?: FetchLike,
): SocialAdapter => createOAuthAdapter(YANDEX, clientId, clientSecret, fetchImpl);
