// What every social sign-in adapter does, real or sandbox: build the authorise URL, then turn the
// callback's data into a verified identity.
import type { SocialProvider } from "@/lib/schemas/auth/providers";

export type AuthorizeRequest = {
  redirectUri: string;
  state: string;
  /** S256 challenge, present when the adapter uses PKCE. */
  codeChallenge?: string;
};

export type CallbackData = {
  code: string;
  redirectUri: string;
  state: string;
  codeVerifier?: string;
  deviceId?: string;
};

export type SocialIdentity = {
  uid: string;
  /** Only an address the provider has verified may link to an existing account. */
  email: string | null;
  isEmailVerified: boolean;
  name: string;
  avatar: string | null;
};

export type SocialAdapter = {
  provider: SocialProvider;
  isSandbox: boolean;
  usesPkce: boolean;
  authorizeUrl(request: AuthorizeRequest): string;
  exchange(callback: CallbackData): Promise<SocialIdentity>;
};

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
