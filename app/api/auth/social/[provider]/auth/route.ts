// POST /api/auth/social/{provider}/auth/ – finish a social sign-in: tokens, and is_signed_up for a new account
import { socialAuth } from "@/lib/schemas/auth/social";
import { respondWithTokens } from "@/lib/server/http/respond-with-tokens";
import { readCallbackRequest } from "@/lib/server/http/read-callback-request";
import { sealSocialState } from "@/lib/server/auth/social/social-state-cookie";
import { setSocialStateCookie } from "@/lib/server/http/set-social-state-cookie";
import { signInWithSocial } from "@/lib/server/auth/social/sign-in-with-social";
import { validationError } from "@/lib/server/errors/domain-error";
import { errorResponse } from "@/lib/server/http/error-response";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(socialAuth, async ({ req, url, params, body }) => {
    const { provider } = params;
    const { input, cookie } = await readCallbackRequest(req, provider, body);
    const outcome = await signInWithSocial(provider, { ...input, email: body.email ?? undefined }, cookie);
    if ("errors" in outcome) {
      const sealed = await sealSocialState(outcome.keepState);
      return setSocialStateCookie(errorResponse(validationError(outcome.errors)), provider, url, sealed);
    }
    const answer = respondWithTokens(url, outcome.tokens, { is_signed_up: outcome.isSignedUp });
    return setSocialStateCookie(answer, provider, url, null);
  }),
});
