// POST /api/auth/social/{provider}/bind/ – bind the provider's account to the signed-in shopper (not facebook)
import { NextResponse } from "next/server";
import { bindSocial } from "@/lib/schemas/auth/social";
import { limitAuthAttempt } from "@/lib/server/auth/auth-rate-limits";
import { bindSocialAccount } from "@/lib/server/auth/social/bind-social-account";
import { socialStateCookieName } from "@/lib/server/auth/social/social-state-cookie";
import { setSocialStateCookie } from "@/lib/server/auth/social/set-social-state-cookie";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(bindSocial, async ({ req, url, params, body, auth }) => {
    const { provider } = params;
    await limitAuthAttempt(req, "social");
    const cookie = req.cookies.get(socialStateCookieName(provider))?.value;
    const input = {
      code: body.code,
      redirectUri: body.redirect_uri,
      state: body.state,
      deviceId: body.device_id,
    };
    await bindSocialAccount(auth.user!.id, provider, input, cookie);
    return setSocialStateCookie(new NextResponse(null, { status: 204 }), provider, url, null);
  }),
});
