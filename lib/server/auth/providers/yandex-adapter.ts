// Yandex ID: OAuth 2 authorisation code flow with PKCE; identity from login.yandex.ru/info.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { callProvider, formBody } from "./provider-fetch";
import { readTokenAnswer, textOf } from "./read-token-answer";
import { providerBadGateway } from "./provider-errors";

export const YANDEX_AUTHORIZE_URL = "https://oauth.yandex.ru/authorize";
export const YANDEX_TOKEN_URL = "https://oauth.yandex.ru/token";
export const YANDEX_USERINFO_URL = "https://login.yandex.ru/info?format=json";

export function createYandexAdapter(
  clientId: string,
  clientSecret: string,
  fetchImpl?: FetchLike,
): SocialAdapter {
  return {
    provider: "yandex",
    isSandbox: false,
    usesPkce: true,
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(YANDEX_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge ?? "",
        code_challenge_method: "S256",
        force_confirm: "yes",
      }).toString();
      return url.toString();
    },
    async exchange({ code, codeVerifier }) {
      const tokenAnswer = await callProvider(
        "yandex",
        YANDEX_TOKEN_URL,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: formBody({
            grant_type: "authorization_code",
            code,
            client_id: clientId,
            client_secret: clientSecret,
            code_verifier: codeVerifier,
          }),
        },
        fetchImpl,
      );
      const { access_token: accessToken } = readTokenAnswer("yandex", tokenAnswer);
      const info = await callProvider(
        "yandex",
        YANDEX_USERINFO_URL,
        { headers: { authorization: `OAuth ${accessToken}` } },
        fetchImpl,
      );
      const uid = textOf(info.json?.id);
      if (info.status !== 200 || !uid) throw providerBadGateway("yandex");
      const avatarId = textOf(info.json?.default_avatar_id);
      // Yandex only hands out confirmed addresses.
      const email = textOf(info.json?.default_email);
      return {
        uid,
        email,
        isEmailVerified: email !== null,
        name:
          textOf(info.json?.display_name) ?? textOf(info.json?.real_name) ?? textOf(info.json?.login) ?? "",
        avatar:
          avatarId && info.json?.is_avatar_empty !== true && /^[\w/-]+$/.test(avatarId)
            ? `https://avatars.yandex.net/get-yapic/${avatarId}/islands-200`
            : null,
      };
    },
  };
}
