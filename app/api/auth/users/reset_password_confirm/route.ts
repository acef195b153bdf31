// POST /api/auth/users/reset_password_confirm/ – set a new password with the uid and token of a reset link
import { resetPasswordConfirm } from "@/lib/schemas/auth/users";
import { limitAuthAttempt } from "@/lib/server/auth/auth-rate-limits";
import { confirmPasswordReset } from "@/lib/server/auth/confirm-password-reset";
import { clearResetLinkCookie } from "@/lib/server/auth/reset-link-cookie";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(resetPasswordConfirm, async ({ req, body }) => {
    await limitAuthAttempt(req, "resetPasswordConfirm", `uid:${body.uid}`);
    await confirmPasswordReset(body.uid, body.token, body.new_password);
    // The reset page's link is spent: a reload shows "invalid link" rather than a form that cannot succeed.
    return new Response(null, {
      status: 204,
      headers: { "Set-Cookie": clearResetLinkCookie(new URL(req.url)) },
    });
  }),
});
