// Which providers to offer: each is asked for its authorise URL once per page load; one answering 404
// (provider_not_configured) is not offered. Other failures keep the button: a click shows what went wrong.
import { getSocialAuthUrl } from "@/lib/api/auth";
import { ResponseError } from "@/lib/api/errors";
import { SOCIAL_PROVIDERS, type SocialProvider } from "@/lib/api/types/auth";
import { socialRedirectUri } from "./social-redirect-uri";

let available: Promise<SocialProvider[]> | null = null;

async function isOffered(provider: SocialProvider): Promise<boolean> {
  try {
    await getSocialAuthUrl({ provider, redirectUri: socialRedirectUri(provider) });
    return true;
  } catch (error) {
    return !(error instanceof ResponseError && error.status === 404);
  }
}

export function listAvailableProviders(): Promise<SocialProvider[]> {
  available ??= Promise.all(SOCIAL_PROVIDERS.map(isOffered)).then((offered) =>
    SOCIAL_PROVIDERS.filter((_, i) => offered[i]),
  );
  return available;
}

/** Tests start every page load afresh. */
export function forgetAvailableProviders() {
  available = null;
}
