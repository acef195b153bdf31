// Auth calls of SPEC.md section 7: JWT pair, profile, social sign-in, binding and unbinding.
import type * as jwtEndpoints from "@/lib/schemas/auth/jwt";
import type * as socialEndpoints from "@/lib/schemas/auth/social";
import type { RequestOptions } from "./api-client";
import type { BodyOf, QueryParamsOf, ResponseOf } from "./camel-cased-deep";
import { fromWire } from "./case-convert";
import { clientOf, send, type CallOptions } from "./default-client";
import {
  BIND_PROVIDERS,
  SOCIAL_PROVIDERS,
  UNBIND_PROVIDERS,
  type BindProvider,
  type Credentials,
  type Profile,
  type SocialAuthBody,
  type SocialProvider,
  type Tokens,
  type UnbindProvider,
} from "./types/auth";
import { parsePromoCode } from "./variants";

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  SOCIAL_PROVIDERS.includes(value as SocialProvider);

/**
 * A call on one provider's path (its {provider} filled in), refused before sending when `allowed` does not list
 * the provider; a missing provider is left to the path check, which names the field.
 */
function sendToProvider<T>(
  options: CallOptions | undefined,
  provider: string | undefined,
  allowed: readonly string[],
  request: Omit<RequestOptions<T>, "pathParams">,
): Promise<T> {
  if (provider !== undefined && provider !== null && !allowed.includes(provider))
    throw new TypeError(`${request.operation}() does not support provider "${provider}"`);
  return send(options, { ...request, pathParams: { provider } });
}

export function createJwt(body: Credentials, options?: CallOptions): Promise<Tokens> {
  return send(options, {
    method: "POST",
    path: "/api/auth/jwt/create/",
    operation: "createJwt",
    body,
    required: ["email", "password"],
  });
}

/** For API clients holding the token; the browser's session refreshes from its HttpOnly cookie instead. */
export function refreshJwt(
  body: Required<BodyOf<typeof jwtEndpoints.refreshJwt>>,
  options?: CallOptions,
): Promise<Tokens> {
  return send(options, {
    method: "POST",
    path: "/api/auth/jwt/refresh/",
    operation: "refreshJwt",
    body,
    required: ["refresh"],
  });
}

/** Signs in by e-mail and password and keeps the pair in the client's token store. */
export async function signIn(credentials: Credentials, options?: CallOptions): Promise<Tokens> {
  const tokens = await createJwt(credentials, options);
  clientOf(options).tokens.setTokens(tokens.access, tokens.refresh);
  return tokens;
}

export type StampedProfile = Profile & { fetchedAt: number };

/** A profile answer (social_ids keyed by provider name: vk_id must stay vk_id), stamped with the fetch time. */
export function parseProfile(raw: unknown): StampedProfile {
  const { social_ids: rawSocialIds, ...rest } = (raw ?? {}) as Record<string, unknown>;
  const profile = fromWire<Profile>(rest);
  const promo = profile.activePromoCode ? parsePromoCode(profile.activePromoCode) : null;
  const given = (rawSocialIds ?? {}) as Partial<Record<string, unknown>>;
  const socialIds = Object.fromEntries(
    SOCIAL_PROVIDERS.map((p) => [p, typeof given[p] === "string" ? given[p] : null]),
  ) as Profile["socialIds"];
  return { ...profile, activePromoCode: promo, socialIds, fetchedAt: Date.now() };
}

/** The profile, stamped with the time it was fetched (the app re-fetches after 30 minutes). */
export function getProfile(options?: CallOptions): Promise<StampedProfile> {
  return send(options, {
    method: "GET",
    path: "/api/auth/profile/",
    operation: "getProfile",
    isRawResponse: true,
    parse: parseProfile,
  });
}

export async function getSocialAuthUrl(
  params: { provider: SocialProvider } & QueryParamsOf<typeof socialEndpoints.getSocialAuthUrl>,
  options?: CallOptions,
): Promise<ResponseOf<typeof socialEndpoints.getSocialAuthUrl>> {
  return sendToProvider(options, params.provider, SOCIAL_PROVIDERS, {
    method: "GET",
    path: "/api/auth/social/{provider}/url/",
    operation: "getSocialAuthUrl",
    query: { redirectUri: params.redirectUri },
    required: ["redirectUri"],
  });
}

/** Hands the provider's OAuth code (with its redirect URI) to the server: to sign in with it, or to bind it. */
function postSocialCode<T>(
  verb: "auth" | "bind",
  { provider, ...body }: SocialAuthBody & { provider: string },
  allowed: readonly string[],
  options?: CallOptions,
): Promise<T> {
  return sendToProvider(options, provider, allowed, {
    method: "POST",
    path: `/api/auth/social/{provider}/${verb}/`,
    operation: verb === "auth" ? "socialAuth" : "bindSocial",
    body,
    required: ["code", "redirectUri"],
  });
}

export async function socialAuth(
  params: SocialAuthBody & { provider: SocialProvider },
  options?: CallOptions,
): Promise<ResponseOf<typeof socialEndpoints.socialAuth>> {
  return postSocialCode("auth", params, SOCIAL_PROVIDERS, options);
}

/** Completes a social sign-in and keeps the pair in the client's token store. */
export async function signInWithSocial(
  params: SocialAuthBody & { provider: SocialProvider },
  options?: CallOptions,
): Promise<Tokens> {
  const tokens = await socialAuth(params, options);
  clientOf(options).tokens.setTokens(tokens.access, tokens.refresh);
  return tokens;
}

export async function bindSocial(
  params: SocialAuthBody & { provider: BindProvider },
  options?: CallOptions,
): Promise<void> {
  await postSocialCode("bind", params, BIND_PROVIDERS, options);
}

export async function unbindSocial(
  params: { provider: UnbindProvider },
  options?: CallOptions,
): Promise<void> {
  await sendToProvider(options, params.provider, UNBIND_PROVIDERS, {
    method: "POST",
    path: "/api/auth/social/{provider}/unbind/",
    operation: "unbindSocial",
  });
}

/** Revokes the sign-in of a refresh token (the body's, else the HttpOnly cookie's) and clears the cookie. */
export async function logoutJwt(
  body: BodyOf<typeof jwtEndpoints.logoutJwt>,
  options?: CallOptions,
): Promise<void> {
  await send(options, { method: "POST", path: "/api/auth/jwt/logout/", operation: "logoutJwt", body });
}

/** Ends the session: the server revokes it and clears its cookie, both tokens are forgotten here, and the app's
 * onLogout hook clears user and cart. A failed server call still logs out here. */
export async function signOut(options?: CallOptions): Promise<void> {
  const client = clientOf(options);
  const refresh = client.tokens.getRefresh();
  await logoutJwt(refresh ? { refresh } : {}, options).catch(() => undefined);
  client.logout();
}
