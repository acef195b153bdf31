// VK (classic OAuth at oauth.vk.com): code exchange returns the user id and, with the email scope, the
// confirmed address; name and photo come from users.get.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { callProvider } from "./provider-fetch";
import { httpsUrlOf, readTokenAnswer, textOf } from "./read-token-answer";
import { providerBadGateway } from "./provider-errors";

export const VK_AUTHORIZE_URL = "https://oauth.vk.com/authorize";
export const VK_TOKEN_URL = "https://oauth.vk.com/access_token";
export const VK_USERS_GET_URL = "https://api.vk.com/method/users.get";
const API_VERSION = "5.199";

export function createVkAdapter(
  clientId: string,
  clientSecret: string,
  fetchImpl?: FetchLike,
): SocialAdapter {
  return {
    provider: "vk",
    isSandbox: false,
    usesPkce: false,
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(VK_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        display: "page",
        scope: "email",
        response_type: "code",
        state,
        v: API_VERSION,
      }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri }) {
      const tokenUrl = new URL(VK_TOKEN_URL);
      tokenUrl.search = new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: redirectUri,
        code,
      }).toString();
      const token = readTokenAnswer("vk", await callProvider("vk", tokenUrl.toString(), {}, fetchImpl));
      const uid = textOf(token.user_id);
      if (!uid) throw providerBadGateway("vk");
      const usersUrl = new URL(VK_USERS_GET_URL);
      usersUrl.search = new URLSearchParams({
        user_ids: uid,
        fields: "photo_200",
        access_token: token.access_token,
        v: API_VERSION,
      }).toString();
      const answer = await callProvider("vk", usersUrl.toString(), {}, fetchImpl);
      const person = Array.isArray(answer.json?.response)
        ? (answer.json.response[0] as Record<string, unknown>)
        : undefined;
      // VK answers API errors with 200 {"error": {...}}: the profile is then optional, the id is already known.
      const name = [textOf(person?.first_name), textOf(person?.last_name)].filter(Boolean).join(" ");
      const email = textOf(token.email);
      return { uid, email, isEmailVerified: email !== null, name, avatar: httpsUrlOf(person?.photo_200) };
    },
  };
}
