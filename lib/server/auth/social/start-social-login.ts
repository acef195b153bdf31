// GET /api/auth/social/{provider}/url/: the provider's authorise URL plus the cookie that binds the attempt
// (state, PKCE verifier, redirect_uri) to this browser.
import { randomBytes } from "node:crypto";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { notFound } from "../../errors/domain-error";
import { codeChallengeOf, newCodeVerifier } from "../pkce";
import { getSocialAdapter } from "../providers/get-social-adapter";
import { assertRedirectUri } from "./check-redirect-uri";
import { sealSocialState } from "./social-state-cookie";

export const providerNotConfigured = (provider: string) =>
  notFound(`Вход через ${provider} не настроен.`, "provider_not_configured");

export async function startSocialLogin(provider: SocialProvider, redirectUri: string, requestUrl: URL) {
  const checked = assertRedirectUri(redirectUri, provider, requestUrl);
  const adapter = getSocialAdapter(provider, new URL(checked).origin);
  if (!adapter) throw providerNotConfigured(provider);
  const state = randomBytes(24).toString("base64url");
  const codeVerifier = adapter.usesPkce ? newCodeVerifier() : undefined;
  const url = adapter.authorizeUrl({
    redirectUri: checked,
    state,
    codeChallenge: codeVerifier ? codeChallengeOf(codeVerifier) : undefined,
  });
  const cookie = await sealSocialState({ provider, state, redirectUri: checked, codeVerifier });
  return { url, cookie };
}
