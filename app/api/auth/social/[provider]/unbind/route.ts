// POST /api/auth/social/{provider}/unbind/ – unbind the provider's account (not google)
import { unbindSocial } from "@/lib/schemas/auth/social";
import { unbindSocialAccount } from "@/lib/server/auth/social/unbind-social-account";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(unbindSocial, async ({ params, auth }) => {
    await unbindSocialAccount(auth.user!.id, params.provider);
    return new Response(null, { status: 204 });
  }),
});
