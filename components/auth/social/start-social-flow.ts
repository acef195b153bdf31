// Leaves for the provider: a fresh authorise URL (its state cookie is set by the same answer), the intent
// remembered for the redirect page, then a full navigation. Nothing else is stored on the client.
import { getSocialAuthUrl } from "@/lib/api/auth";
import type { SocialProvider } from "@/lib/api/types/auth";
import { rememberSocialIntent, type SocialIntentKind } from "@/lib/state/session-social-intent";
import { leaveFor } from "./leave-for";
import { socialRedirectUri } from "./social-redirect-uri";

export async function startSocialFlow(provider: SocialProvider, kind: SocialIntentKind, returnTo: string) {
  const { url } = await getSocialAuthUrl({ provider, redirectUri: socialRedirectUri(provider) });
  rememberSocialIntent({ provider, kind, returnTo });
  leaveFor(url);
}
