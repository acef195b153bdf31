// VK ID (id.vk.com, OAuth 2.1): authorisation code with PKCE; the callback adds a device_id that the
// token request must repeat. Identity from /oauth2/user_info.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { createOAuthAdapter, type OAuthProviderSpec } from "./oauth-adapter";
import { httpsUrlOf, textOf } from "./read-token-answer";

export const VK_ID_AUTHORIZE_URL = "https://id.vk.com/authorize";
export const VK_ID_TOKEN_URL = "https://id.vk.com/oauth2/auth";
export const VK_ID_USERINFO_URL = "https://id.vk.com/oauth2/user_info";

export const VK_ID: OAuthProviderSpec = {
  provider: "vk_id",
  usesPkce: true,
  authorizeUrl: VK_ID_AUTHORIZE_URL,
  authorizeParams: { scope: "email" },
  token: {
    url: VK_ID_TOKEN_URL,
    method: "POST",
    fields: [
      "grant_type",
      "code",
      "code_verifier",
      "client_id",
      "client_secret",
      "device_id",
      "redirect_uri",
      "state",
    ],
  },
  profile: {
    url: VK_ID_USERINFO_URL,
    method: "POST",
    fields: ["client_id", "access_token"],
    isRequired: false,
  },
  identity(me, token) {
    const user = me?.user as Record<string, unknown> | undefined;
    const email = textOf(user?.email);
    return {
      uid: textOf(user?.user_id) ?? textOf(token.user_id),
      email,
      isEmailVerified: email !== null,
      name: [textOf(user?.first_name), textOf(user?.last_name)].filter(Boolean).join(" "),
      avatar: httpsUrlOf(user?.avatar),
    };
  },
};

/** A VK ID app may be a public client (PKCE only): the secret is optional. */
export const createVkIdAdapter = (
  clientId: string,
  clientSecret: string | undefined,
  fetchImpl?: FetchLike,
): SocialAdapter => createOAuthAdapter(VK_ID, clientId, clientSecret, fetchImpl);
