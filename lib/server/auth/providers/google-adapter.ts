// Google: OpenID Connect authorisation code flow with PKCE; identity from the userinfo endpoint.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { createOAuthAdapter, type OAuthProviderSpec } from "./oauth-adapter";
import { httpsUrlOf, textOf } from "./read-token-answer";

export const GOOGLE_AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GOOGLE_USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";

export const GOOGLE: OAuthProviderSpec = {
  provider: "google",
  usesPkce: true,
  authorizeUrl: GOOGLE_AUTHORIZE_URL,
  authorizeParams: { scope: "openid email profile", prompt: "select_account" },
  token: {
    url: GOOGLE_TOKEN_URL,
    method: "POST",
    fields: ["grant_type", "code", "redirect_uri", "client_id", "client_secret", "code_verifier"],
  },
  profile: { url: GOOGLE_USERINFO_URL, method: "GET", fields: [], authorization: "Bearer", isRequired: true },
  identity: (me) => ({
    uid: textOf(me?.sub),
    email: textOf(me?.email),
    isEmailVerified: me?.email_verified === true,
    name: textOf(me?.name) ?? "",
    avatar: httpsUrlOf(me?.picture),
  }),
};

export const createGoogleAdapter = (
  clientId: string,
  clientSecret: string,
  fetchImpl?: FetchLike,
): SocialAdapter => createOAuthAdapter(GOOGLE, clientId, clientSecret, fetchImpl);
