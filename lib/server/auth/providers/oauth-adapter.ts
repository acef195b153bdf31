// The OAuth 2 authorisation code flow, once, for every provider that speaks it (Google, Yandex, Facebook, VK,
// VK ID): they differ in data (endpoints, extra parameters, how each call is sent, where the identity sits in
// the answers), which each provider's module gives as an OAuthProviderSpec. Steam (OpenID 2.0) and Telegram
// (a signed widget) are other protocols and keep their own adapters.
import { createHmac } from "node:crypto";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { fieldError } from "../../errors/domain-error";
import type { CallbackData, FetchLike, SocialAdapter, SocialIdentity } from "./social-adapter";
import { callProvider, formBody, type ProviderAnswer } from "./provider-fetch";
import { readTokenAnswer } from "./read-token-answer";
import { providerBadGateway } from "./provider-errors";

export type TokenAnswer = ReturnType<typeof readTokenAnswer>;

/** The values a provider's calls may carry, by their wire names. */
type FlowValues = {
  grant_type: string;
  code: string;
  redirect_uri: string;
  client_id: string;
  client_secret?: string;
  code_verifier?: string;
  device_id?: string;
  state: string;
  access_token?: string;
  appsecret_proof?: string;
};
type FlowValue = keyof FlowValues;

type Call = {
  url: string;
  /** POST: a form body (OAuth 2); GET: the fields in the query. */
  method: "POST" | "GET";
  /** The flow's values the call sends, in order. */
  fields: readonly FlowValue[];
  /** Fixed parameters sent after them. */
  params?: Record<string, string>;
};

export type OAuthProviderSpec = {
  provider: SocialProvider;
  /** S256 PKCE: the challenge goes into the authorise URL, the verifier into the token call. */
  usesPkce: boolean;
  authorizeUrl: string;
  /** Beyond response_type=code, client_id, redirect_uri, state and the PKCE pair. */
  authorizeParams: Record<string, string>;
  token: Call;
  /** The profile call; `authorization` sends the access token as that header scheme instead of a field. */
  profile: Call & {
    authorization?: "Bearer" | "OAuth";
    /** Parameters taken from the token answer (VK's user id); one missing is the provider's failure (502). */
    paramsFromToken?: (token: TokenAnswer) => Record<string, string | null>;
    /** Answered with anything but 200, the sign-in fails (502); otherwise the profile is best effort. */
    isRequired: boolean;
  };
  /** The identity in the answers; a null uid is the provider's failure (502). */
  identity(me: Record<string, unknown> | null, token: TokenAnswer): FoundIdentity;
};

type FoundIdentity = Omit<SocialIdentity, "uid"> & { uid: string | null };

/** Facebook's signed API calls: HMAC-SHA256 of the access token under the client secret. */
const appSecretProof = (secret: string, accessToken: string) =>
  createHmac("sha256", secret).update(accessToken).digest("hex");

const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };

function pick(values: FlowValues, fields: readonly FlowValue[], params: Record<string, string> = {}) {
  return { ...Object.fromEntries(fields.map((name) => [name, values[name]])), ...params };
}

function send(
  provider: SocialProvider,
  call: Call,
  fields: Record<string, string | undefined>,
  headers: Record<string, string>,
  fetchImpl?: FetchLike,
): Promise<ProviderAnswer> {
  if (call.method === "POST")
    return callProvider(
      provider,
      call.url,
      { method: "POST", headers: { ...FORM_HEADERS, ...headers }, body: formBody(fields) },
      fetchImpl,
    );
  const url = new URL(call.url);
  for (const [name, value] of formBody(fields)) url.searchParams.append(name, value);
  return callProvider(provider, url.toString(), Object.keys(headers).length ? { headers } : {}, fetchImpl);
}

export function createOAuthAdapter(
  spec: OAuthProviderSpec,
  clientId: string,
  clientSecret: string | undefined,
  fetchImpl?: FetchLike,
): SocialAdapter {
  const { provider, usesPkce } = spec;
  return {
    provider,
    isSandbox: false,
    usesPkce,
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(spec.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: "code",
        client_id: clientId,
        redirect_uri: redirectUri,
        state,
        ...(usesPkce ? { code_challenge: codeChallenge ?? "", code_challenge_method: "S256" } : {}),
        ...spec.authorizeParams,
      }).toString();
      return url.toString();
    },
    async exchange(callback: CallbackData) {
      if (spec.token.fields.includes("device_id") && !callback.deviceId)
        throw fieldError("device_id", "Обязательное поле.");
      const values: FlowValues = {
        grant_type: "authorization_code",
        code: callback.code,
        redirect_uri: callback.redirectUri,
        client_id: clientId,
        client_secret: clientSecret,
        code_verifier: callback.codeVerifier,
        device_id: callback.deviceId,
        state: callback.state,
      };
      const tokenFields = pick(values, spec.token.fields, spec.token.params);
      const token = readTokenAnswer(provider, await send(provider, spec.token, tokenFields, {}, fetchImpl));

      const { profile } = spec;
      const fromToken = profile.paramsFromToken?.(token) ?? {};
      if (Object.values(fromToken).includes(null)) throw providerBadGateway(provider);
      const accessToken = token.access_token;
      const signed = profile.fields.includes("appsecret_proof");
      const profileValues: FlowValues = {
        ...values,
        access_token: accessToken,
        appsecret_proof: signed ? appSecretProof(clientSecret ?? "", accessToken) : undefined,
      };
      const profileFields = {
        ...(fromToken as Record<string, string>),
        ...pick(profileValues, profile.fields, profile.params),
      };
      const headers: Record<string, string> = profile.authorization
        ? { authorization: `${profile.authorization} ${accessToken}` }
        : {};
      const me = await send(provider, profile, profileFields, headers, fetchImpl);

      const { uid, ...identity } = spec.identity(me.json, token);
      if ((profile.isRequired && me.status !== 200) || !uid) throw providerBadGateway(provider);
      return { uid, ...identity };
    },
  };
}
