// Auth calls of SPEC.md section 7: JWT pair, profile, social sign-in, binding and unbinding.
import type { Endpoint } from "@/lib/schemas/endpoint";
import * as jwtEndpoints from "@/lib/schemas/auth/jwt";
import * as profileEndpoints from "@/lib/schemas/auth/profile";
import * as socialEndpoints from "@/lib/schemas/auth/social";
import { call } from "./call";
import type { BodyOf, QueryParamsOf, ResponseOf } from "./camel-cased-deep";
import { fromWire } from "./case-convert";
import { clientOf, type CallOptions } from "./default-client";
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

/** Refuses, before sending, a provider that `allowed` does not list; a missing provider is left to the path
 * check, which names the field. */
function checkProvider(endpoint: Endpoint, provider: string | undefined, allowed: readonly string[]): void {
  if (provider !== undefined && provider !== null && !allowed.includes(provider))
    throw new TypeError(`${endpoint.method} ${endpoint.path} does not support provider "${provider}"`);
}

export function createJwt(body: Credentials, options?: CallOptions): Promise<Tokens> {
  return call(jwtEndpoints.createJwt, { body, required: ["email", "password"] }, options);
}

/** For API clients holding the token; the browser's session refreshes from its HttpOnly cookie instead. */
export function refreshJwt(
  body: Required<BodyOf<typeof jwtEndpoints.refreshJwt>>,
  options?: CallOptions,
): Promise<Tokens> {
  return call(jwtEndpoints.refreshJwt, { body, required: ["refresh"] }, options);
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
  return call(profileEndpoints.getProfile, { parseWire: parseProfile }, options);
}

export async function getSocialAuthUrl(
  params: { provider: SocialProvider } & QueryParamsOf<typeof socialEndpoints.getSocialAuthUrl>,
  options?: CallOptions,
): Promise<ResponseOf<typeof socialEndpoints.getSocialAuthUrl>> {
  const { provider, redirectUri } = params;
  checkProvider(socialEndpoints.getSocialAuthUrl, provider, SOCIAL_PROVIDERS);
  const input = { params: { provider }, query: { redirectUri }, required: ["redirectUri"] };
  return call(socialEndpoints.getSocialAuthUrl, input, options);
}

/** The provider's OAuth code (with its redirect URI) as the server takes it: to sign in with it, or to bind it. */
function socialCodeInput<P extends string>({ provider, ...body }: SocialAuthBody & { provider: P }) {
  return { params: { provider }, body, required: ["code", "redirectUri"] };
}

export async function socialAuth(
  params: SocialAuthBody & { provider: SocialProvider },
  options?: CallOptions,
): Promise<ResponseOf<typeof socialEndpoints.socialAuth>> {
  checkProvider(socialEndpoints.socialAuth, params.provider, SOCIAL_PROVIDERS);
  return call(socialEndpoints.socialAuth, socialCodeInput(params), options);
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
  checkProvider(socialEndpoints.bindSocial, params.provider, BIND_PROVIDERS);
  await call(socialEndpoints.bindSocial, socialCodeInput(params), options);
}

export async function unbindSocial(
  params: { provider: UnbindProvider },
  options?: CallOptions,
): Promise<void> {
  checkProvider(socialEndpoints.unbindSocial, params.provider, UNBIND_PROVIDERS);
  await call(socialEndpoints.unbindSocial, { params: { provider: params.provider } }, options);
}

/** Revokes the sign-in of a refresh token (the body's, else the HttpOnly cookie's) and clears the cookie. */
export async function logoutJwt(
  body: BodyOf<typeof jwtEndpoints.logoutJwt>,
  options?: CallOptions,
): Promise<void> {
  await call(jwtEndpoints.logoutJwt, { body }, options);
}

/** Ends the session: the server revokes it and clears its cookie, both tokens are forgotten here, and the app's
 * onLogout hook clears user and cart. A failed server call still logs out here. */
export async function signOut(options?: CallOptions): Promise<void> {
  const client = clientOf(options);
  const refresh = client.tokens.getRefresh();
  await logoutJwt(refresh ? { refresh } : {}, options).catch(() => undefined);
  client.logout();
}
