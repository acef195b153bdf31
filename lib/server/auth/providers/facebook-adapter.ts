// Facebook Login: OAuth 2 code flow against the Graph API; appsecret_proof signs the profile call.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { createOAuthAdapter, type OAuthProviderSpec } from "./oauth-adapter";
import { httpsUrlOf, textOf } from "./read-token-answer";

const GRAPH = "https://graph.facebook.com/v19.0";
export const FACEBOOK_AUTHORIZE_URL = "https://www.facebook.com/v19.0/dialog/oauth";
export const FACEBOOK_TOKEN_URL = `${GRAPH}/oauth/access_token`;
export const FACEBOOK_ME_URL = `${GRAPH}/me`;

export const FACEBOOK: OAuthProviderSpec = {
  provider: "facebook",
  usesPkce: false,
  authorizeUrl: FACEBOOK_AUTHORIZE_URL,
  authorizeParams: { scope: "email,public_profile" },
  token: {
    url: FACEBOOK_TOKEN_URL,
    method: "GET",
    fields: ["client_id", "client_secret", "redirect_uri", "code"],
  },
  profile: {
    url: FACEBOOK_ME_URL,
    method: "GET",
    fields: ["access_token", "appsecret_proof"],
    params: { fields: "id,name,email,picture.type(large)" },
    isRequired: true,
  },
  identity(me) {
    const picture = me?.picture as { data?: { url?: unknown; is_silhouette?: unknown } } | undefined;
    // Facebook returns only confirmed addresses.
    const email = textOf(me?.email);
    return {
      uid: textOf(me?.id),
      email,
      isEmailVerified: email !== null,
      name: textOf(me?.name) ?? "",
      avatar: picture?.data?.is_silhouette === true ? null : httpsUrlOf(picture?.data?.url),
    };
  },
};

export const createFacebookAdapter = (
  clientId: string,
  clientSecret: string,
  fetchImpl?: FetchLike,
): SocialAdapter => createOAuthAdapter(FACEBOOK, clientId, clientSecret, fetchImpl);
