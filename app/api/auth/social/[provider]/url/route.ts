// GET /api/auth/social/{provider}/url/ – the provider's authorise URL; the attempt is bound to this browser by a cookie
import { NextResponse } from "next/server";
import { getSocialAuthUrl } from "@/lib/schemas/auth/social";
import { setSocialStateCookie } from "@/lib/server/http/set-social-state-cookie";
import { startSocialLogin } from "@/lib/server/auth/social/start-social-login";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleRoute(getSocialAuthUrl, async ({ url, params, query }) => {
    const started = await startSocialLogin(params.provider, query.redirect_uri, url);
    return setSocialStateCookie(
      NextResponse.json({ url: started.url }),
      params.provider,
      url,
      started.cookie,
    );
  }),
});
