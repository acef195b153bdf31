// Google: OpenID Connect authorisation code flow with PKCE; identity from the userinfo endpoint.
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { callProvider, formBody } from "./provider-fetch";
import { httpsUrlOf, readTokenAnswer, textOf } from "./read-token-answer";
import { providerBadGateway } from "./provider-errors";

export const GOOGLE_AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const GOOGLE_USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";

export function createGoogleAdapter(
  clientId: string,
  clientSecret: string,
  fetchImpl?: FetchLike,
): SocialAdapter {
  return {
    provider: "google",
    isSandbox: false,
    usesPkce: true,
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(GOOGLE_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: "openid email profile",
        state,
        code_challenge: codeChallenge ?? "",
        code_challenge_method: "S256",
        prompt: "select_account",
      }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri, codeVerifier }) {
      const tokenAnswer = await callProvider(
        "google",
        GOOGLE_TOKEN_URL,
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: formBody({
            grant_type: "authorization_code",
            code,
            redirect_uri: redirectUri,
            client_id: clientId,
            client_secret: clientSecret,
            code_verifier: codeVerifier,
          }),
        },
        fetchImpl,
      );
      const { access_token: accessToken } = readTokenAnswer("google", tokenAnswer);
      const info = await callProvider(
        "google",
        GOOGLE_USERINFO_URL,
        { headers: { authorization: `Bearer ${accessToken}` } },
        fetchImpl,
      );
      const uid = textOf(info.json?.sub);
      if (info.status !== 200 || !uid) throw providerBadGateway("google");
      return {
        uid,
        email: textOf(info.json?.email),
        isEmailVerified: info.json?.email_verified === true,
        name: textOf(info.json?.name) ?? "",
        avatar: httpsUrlOf(info.json?.picture),
      };
    },
  };
}
