// Facebook Login: OAuth 2 code flow against the Graph API; appsecret_proof signs the profile call.
import { createHmac } from "node:crypto";
import type { FetchLike, SocialAdapter } from "./social-adapter";
import { callProvider } from "./provider-fetch";
import { httpsUrlOf, readTokenAnswer, textOf } from "./read-token-answer";
import { providerBadGateway } from "./provider-errors";

const GRAPH = "https://graph.facebook.com/v19.0";
export const FACEBOOK_AUTHORIZE_URL = "https://www.facebook.com/v19.0/dialog/oauth";
export const FACEBOOK_TOKEN_URL = `${GRAPH}/oauth/access_token`;
export const FACEBOOK_ME_URL = `${GRAPH}/me`;

export function createFacebookAdapter(
  clientId: string,
  clientSecret: string,
  fetchImpl?: FetchLike,
): SocialAdapter {
  return {
    provider: "facebook",
    isSandbox: false,
    usesPkce: false,
    authorizeUrl({ redirectUri, state }) {
      const url = new URL(FACEBOOK_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        response_type: "code",
        scope: "email,public_profile",
      }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri }) {
      const tokenUrl = new URL(FACEBOOK_TOKEN_URL);
      tokenUrl.search = new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uri: redirectUri,
        code,
      }).toString();
      const { access_token: accessToken } = readTokenAnswer(
        "facebook",
        await callProvider("facebook", tokenUrl.toString(), {}, fetchImpl),
      );
      const meUrl = new URL(FACEBOOK_ME_URL);
      meUrl.search = new URLSearchParams({
        fields: "id,name,email,picture.type(large)",
        access_token: accessToken,
        appsecret_proof: createHmac("sha256", clientSecret).update(accessToken).digest("hex"),
      }).toString();
      const me = await callProvider("facebook", meUrl.toString(), {}, fetchImpl);
      const uid = textOf(me.json?.id);
      if (me.status !== 200 || !uid) throw providerBadGateway("facebook");
      const picture = me.json?.picture as { data?: { url?: unknown; is_silhouette?: unknown } } | undefined;
      // Facebook returns only confirmed addresses.
      const email = textOf(me.json?.email);
      return {
        uid,
        email,
        isEmailVerified: email !== null,
        name: textOf(me.json?.name) ?? "",
        avatar: picture?.data?.is_silhouette === true ? null : httpsUrlOf(picture?.data?.url),
      };
    },
  };
}
