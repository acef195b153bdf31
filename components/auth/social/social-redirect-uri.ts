// The only return address the accounts API accepts for a provider: this site's /auth/{provider}/redirect.
import type { SocialProvider } from "@/lib/api/types/auth";

export function socialRedirectUri(provider: SocialProvider, origin: string = window.location.origin): string {
  return `${origin}/auth/${provider}/redirect`;
}
