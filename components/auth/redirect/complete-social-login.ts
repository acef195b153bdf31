// The redirect page's call: sign in with the provider's answer (tokens stored), or bind it to the signed-in
// shopper when the flow started from the settings.
import { bindSocial, signInWithSocial } from "@/lib/api/auth";
import { BIND_PROVIDERS, type BindProvider, type SocialProvider } from "@/lib/api/types/auth";
import type { SocialIntentKind } from "@/lib/state/session-social-intent";
import { socialRedirectUri } from "../social/social-redirect-uri";

export type SocialAnswer = { code: string; state?: string; deviceId?: string };
export type SocialOutcome = { kind: "signed-in"; isSignedUp: boolean } | { kind: "bound" };

export const isBindProvider = (provider: SocialProvider): provider is BindProvider =>
  (BIND_PROVIDERS as readonly string[]).includes(provider);

export async function completeSocialLogin(
  provider: SocialProvider,
  kind: SocialIntentKind,
  answer: SocialAnswer,
  email?: string,
): Promise<SocialOutcome> {
  const body = { ...answer, redirectUri: socialRedirectUri(provider) };
  if (kind === "bind" && isBindProvider(provider)) {
    await bindSocial({ provider, ...body });
    return { kind: "bound" };
  }
  const tokens = await signInWithSocial({ provider, ...body, email });
  return { kind: "signed-in", isSignedUp: Boolean(tokens.isSignedUp) };
}
