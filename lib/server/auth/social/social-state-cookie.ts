// The browser's half of a social sign-in: state, PKCE verifier and redirect_uri in an HttpOnly cookie,
// encrypted and authenticated (JWE, A256GCM), so it can be neither read nor forged, and it expires in 10 minutes.
// After a sign-in that still needs an e-mail, the verified identity waits here for the second post.
import { EncryptJWT, jwtDecrypt } from "jose";
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { getAuthKeys } from "../auth-keys";
import { authNow } from "../clock";
import type { SocialIdentity } from "../providers/social-adapter";

export const SOCIAL_STATE_TTL_SEC = 10 * 60;

export type SocialState = {
  provider: SocialProvider;
  state: string;
  redirectUri: string;
  codeVerifier?: string;
  /** A verified identity waiting for an e-mail, and the hash of the code it came from. */
  pending?: { identity: SocialIdentity; codeHash: string };
};

export const socialStateCookieName = (provider: SocialProvider) => `social_state_${provider}`;
export const socialStateCookiePath = (provider: SocialProvider) => `/api/auth/social/${provider}/`;

export async function sealSocialState(value: SocialState): Promise<string> {
  const { socialState } = await getAuthKeys();
  const now = Math.floor(authNow().getTime() / 1000);
  return new EncryptJWT({ v: value })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt(now)
    .setExpirationTime(now + SOCIAL_STATE_TTL_SEC)
    .encrypt(socialState);
}

/** The cookie's content, or null when it is missing, forged, expired or for another provider. */
export async function openSocialState(
  cookie: string | undefined,
  provider: SocialProvider,
): Promise<SocialState | null> {
  if (!cookie || cookie.length > 8192) return null;
  const { socialState } = await getAuthKeys();
  try {
    const { payload } = await jwtDecrypt(cookie, socialState, {
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
      currentDate: authNow(),
      requiredClaims: ["exp"],
    });
    const value = payload.v as SocialState | undefined;
    return value && value.provider === provider && typeof value.state === "string" ? value : null;
  } catch {
    return null;
  }
}
