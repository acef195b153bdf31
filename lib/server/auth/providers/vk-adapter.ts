// VK (classic OAuth at oauth.vk.com): code exchange returns the user id and, with the email scope, the
// confirmed address; name and photo come from users.get.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { createOAuthAdapter, type OAuthProviderSpec } from "./oauth-adapter";
import { httpsUrlOf, textOf } from "./read-token-answer";

export const VK_AUTHORIZE_URL = "https://oauth.vk.com/authorize";
export const VK_TOKEN_URL = "https://oauth.vk.com/access_token";
export const VK_USERS_GET_URL = "https://api.vk.com/method/users.get";
const API_VERSION = "5.199";

export const VK: OAuthProviderSpec = {
  provider: "vk",
  usesPkce: false,
  authorizeUrl: VK_AUTHORIZE_URL,
  authorizeParams: { display: "page", scope: "email", v: API_VERSION },
  token: { url: VK_TOKEN_URL, method: "GET", fields: ["client_id", "client_secret", "redirect_uri", "code"] },
  profile: {
    url: VK_USERS_GET_URL,
    method: "GET",
    paramsFromToken: (token) => ({ user_ids: textOf(token.user_id) }),
    fields: ["access_token"],
    params: { fields: "photo_200", v: API_VERSION },
    // VK answers API errors with 200 {"error": {...}}: the profile is then optional, the id is already known.
    isRequired: false,
  },
  identity(me, token) {
    const person = Array.isArray(me?.response) ? (me.response[0] as Record<string, unknown>) : undefined;
    const email = textOf(token.email);
    return {
      uid: textOf(token.user_id),
      email,
      isEmailVerified: email !== null,
      name: [textOf(person?.first_name), textOf(person?.last_name)].filter(Boolean).join(" "),
      avatar: httpsUrlOf(person?.photo_200),
    };
  },
};

export const createVkAdapter = (
  clientId: string,
  clientSecret: string,
  fetchImpl?: FetchLike,
): SocialAdapter => createOAuthAdapter(VK, clientId, clientSecret, fetchImpl);
