// VK ID (id.vk.com, OAuth 2.1): authorisation code with PKCE; the callback adds a device_id that the
// token request must repeat. Identity from /oauth2/user_info.
import { fieldError } from "../../http/api-error";
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { callProvider, formBody } from "./provider-fetch";
import { httpsUrlOf, readTokenAnswer, textOf } from "./read-token-answer";
import { providerBadGateway } from "./provider-errors";

export const VK_ID_AUTHORIZE_URL = "https://id.vk.com/authorize";
export const VK_ID_TOKEN_URL = "https://id.vk.com/oauth2/auth";
export const VK_ID_USERINFO_URL = "https://id.vk.com/oauth2/user_info";

export function createVkIdAdapter(
  clientId: string,
  clientSecret: string | undefined,
  fetchImpl?: FetchLike,
): SocialAdapter {
  const form = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  return {
    provider: "vk_id",
    isSandbox: false,
    usesPkce: true,
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(VK_ID_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge ?? "",
        code_challenge_method: "S256",
        scope: "email",
      }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri, codeVerifier, deviceId, state }) {
      if (!deviceId) throw fieldError("device_id", "Обязательное поле.");
      const tokenAnswer = await callProvider(
        "vk_id",
        VK_ID_TOKEN_URL,
        {
          method: "POST",
          headers: form,
          body: formBody({
            grant_type: "authorization_code",
            code,
            code_verifier: codeVerifier,
            client_id: clientId,
            client_secret: clientSecret,
            device_id: deviceId,
            redirect_uri: redirectUri,
            state,
          }),
        },
        fetchImpl,
      );
      const token = readTokenAnswer("vk_id", tokenAnswer);
      const info = await callProvider(
        "vk_id",
        VK_ID_USERINFO_URL,
        {
          method: "POST",
          headers: form,
          body: formBody({ client_id: clientId, access_token: token.access_token }),
        },
        fetchImpl,
      );
      const user = info.json?.user as Record<string, unknown> | undefined;
      const uid = textOf(user?.user_id) ?? textOf(token.user_id);
      if (!uid) throw providerBadGateway("vk_id");
      const email = textOf(user?.email);
      return {
        uid,
        email,
        isEmailVerified: email !== null,
        name: [textOf(user?.first_name), textOf(user?.last_name)].filter(Boolean).join(" "),
        avatar: httpsUrlOf(user?.avatar),
      };
    },
  };
}
