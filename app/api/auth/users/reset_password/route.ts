// POST /api/auth/users/reset_password/ – mail a password-reset link; 204 whether or not the address is known
import { resetPassword } from "@/lib/schemas/auth/users";
import { limitAuthAttempt } from "@/lib/server/auth/auth-rate-limits";
import { requestPasswordReset } from "@/lib/server/auth/request-password-reset";
import { siteOrigin } from "@/lib/server/auth/site-origin";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(resetPassword, async ({ req, url, body }) => {
    await limitAuthAttempt(req, "resetPassword", body.email);
    await requestPasswordReset(body.email, siteOrigin(url));
    return new Response(null, { status: 204 });
  }),
});
