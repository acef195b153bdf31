// The redirect page's call: sign in with the provider's answer (tokens stored), or bind it to the signed-in
// shopper when the flow started from the settings. The body is SPEC.md's (code, redirect_uri, email); the
// attempt's state and PKCE verifier travel in the HttpOnly cookie that url/ set, which the browser sends by
// itself (same origin). The callback's state always goes along (the page posts no answer without one): the server
// checks it is this attempt's, and requires it where the provider has no PKCE (login CSRF).
import { bindSocial, signInWithSocial } from "@/lib/api/auth";
import type { CallOptions } from "@/lib/api/default-client";
import { BIND_PROVIDERS, type BindProvider, type SocialProvider } from "@/lib/api/types/auth";
import type { SocialIntentKind } from "@/lib/state/session-social-intent";
import { socialRedirectUri } from "../social/social-redirect-uri";

export type SocialAnswer = { code: string; state: string; deviceId?: string };
export type SocialOutcome = { kind: "signed-in"; isSignedUp: boolean } | { kind: "bound" };

export const isBindProvider = (provider: SocialProvider): provider is BindProvider =>
  (BIND_PROVIDERS as readonly string[]).includes(provider);

export async function completeSocialLogin(
  provider: SocialProvider,
  kind: SocialIntentKind,
  answer: SocialAnswer,
  email?: string,
  /** This page's origin (the browser's unless given) and the client to call with. */
  { origin, ...call }: CallOptions & { origin?: string } = {},
): Promise<SocialOutcome> {
  const body = { ...answer, redirectUri: socialRedirectUri(provider, origin) };
  if (kind === "bind" && isBindProvider(provider)) {
    await bindSocial({ provider, ...body }, call);
    return { kind: "bound" };
  }
  const tokens = await signInWithSocial({ provider, ...body, email }, call);
  return { kind: "signed-in", isSignedUp: Boolean(tokens.isSignedUp) };
}
