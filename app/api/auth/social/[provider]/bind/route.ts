// POST /api/auth/social/{provider}/bind/ – bind the provider's account to the signed-in shopper (not facebook)
import { NextResponse } from "next/server";
import { bindSocial } from "@/lib/schemas/auth/social";
import { bindSocialAccount } from "@/lib/server/auth/social/bind-social-account";
import { readCallbackRequest } from "@/lib/server/http/read-callback-request";
import { setSocialStateCookie } from "@/lib/server/http/set-social-state-cookie";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(bindSocial, async ({ req, url, params, body, auth }) => {
    const { provider } = params;
    const { input, cookie } = await readCallbackRequest(req, provider, body);
    await bindSocialAccount(auth.user!.id, provider, input, cookie);
    return setSocialStateCookie(new NextResponse(null, { status: 204 }), provider, url, null);
  }),
});
