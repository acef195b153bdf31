// POST /api/auth/users/set_password/ – the signed-in shopper changes the password (the current one proves it)
import { setPassword } from "@/lib/schemas/auth/users";
import { limitAuthAttempt } from "@/lib/server/auth/auth-rate-limits";
import { changePassword } from "@/lib/server/auth/change-password";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(setPassword, async ({ req, auth, body }) => {
    await limitAuthAttempt(req, "setPassword", `user:${auth.user!.id}`);
    await changePassword(auth.user!.id, body.current_password, body.new_password);
    return new Response(null, { status: 204 });
  }),
});
