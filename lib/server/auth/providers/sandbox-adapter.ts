// The local sandbox identity provider (demo mode): plays the provider's side with our own consent page
// at /sandbox/oauth/authorize, so the whole flow runs offline, through the same adapter interface.
import type { SocialProvider } from "@/lib/schemas/auth/providers";
import { isVerifierForChallenge } from "../pkce";
import type { SocialAdapter } from "./social-adapter";
import { invalidGrant } from "./provider-errors";
import { redeemSandboxCode } from "./sandbox-codes";

export const SANDBOX_AUTHORIZE_PATH = "/sandbox/oauth/authorize";

export function createSandboxAdapter(provider: SocialProvider, origin: string): SocialAdapter {
  return {
    provider,
    isSandbox: true,
    usesPkce: true,
    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(SANDBOX_AUTHORIZE_PATH, origin);
      url.search = new URLSearchParams({
        provider,
        state,
        redirect_uri: redirectUri,
        code_challenge: codeChallenge ?? "",
        code_challenge_method: "S256",
      }).toString();
      return url.toString();
    },
    async exchange({ code, redirectUri, codeVerifier }) {
      // The redirect page may post the whole query string (as it does for Steam): take the code from it.
      const plain = code.includes("code=")
        ? (new URLSearchParams(code.replace(/^\?/, "")).get("code") ?? "")
        : code;
      const grant = await redeemSandboxCode(provider, plain);
      if (
        !grant ||
        grant.redirectUri !== redirectUri ||
        !isVerifierForChallenge(codeVerifier, grant.codeChallenge)
      ) {
        throw invalidGrant();
      }
      // Like an address typed by the shopper, the sandbox's is not verified: it never links to an existing account.
      return { uid: grant.uid, email: grant.email, isEmailVerified: false, name: grant.name, avatar: null };
    },
  };
}
