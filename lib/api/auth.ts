// Auth calls of SPEC.md section 7: JWT pair, profile, social sign-in, binding and unbinding.
import type * as jwtEndpoints from "@/lib/schemas/auth/jwt";
import type * as socialEndpoints from "@/lib/schemas/auth/social";
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

/** A missing provider is left to the path check, which names the field. */
function checkProvider(operation: string, provider: string | undefined, allowed: readonly string[]) {
  if (provider !== undefined && provider !== null && !allowed.includes(provider))
    throw new TypeError(`${operation}() does not support provider "${provider}"`);
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
  checkProvider("getSocialAuthUrl", params.provider, SOCIAL_PROVIDERS);
  return send(options, {
    method: "GET",
    path: "/api/auth/social/{provider}/url/",
    operation: "getSocialAuthUrl",
    pathParams: { provider: params.provider },
    query: { redirectUri: params.redirectUri },
    required: ["redirectUri"],
  });
}

export async function socialAuth(
  { provider, ...body }: SocialAuthBody & { provider: SocialProvider },
  options?: CallOptions,
): Promise<ResponseOf<typeof socialEndpoints.socialAuth>> {
  checkProvider("socialAuth", provider, SOCIAL_PROVIDERS);
  return send(options, {
    method: "POST",
    path: "/api/auth/social/{provider}/auth/",
    operation: "socialAuth",
    pathParams: { provider },
    body,
    required: ["code", "redirectUri"],
  });
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
  { provider, ...body }: SocialAuthBody & { provider: BindProvider },
  options?: CallOptions,
): Promise<void> {
  checkProvider("bindSocial", provider, BIND_PROVIDERS);
  await send(options, {
    method: "POST",
    path: "/api/auth/social/{provider}/bind/",
    operation: "bindSocial",
    pathParams: { provider },
    body,
    required: ["code", "redirectUri"],
  });
}

export async function unbindSocial(
  params: { provider: UnbindProvider },
  options?: CallOptions,
): Promise<void> {
  checkProvider("unbindSocial", params.provider, UNBIND_PROVIDERS);
  await send(options, {
    method: "POST",
    path: "/api/auth/social/{provider}/unbind/",
    operation: "unbindSocial",
    pathParams: { provider: params.provider },
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
