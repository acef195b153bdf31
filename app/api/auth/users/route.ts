// POST /api/auth/users/ – sign up with e-mail and password (the answer never reveals a registered address)
import { registerUser } from "@/lib/schemas/auth/users";
import { limitAuthAttempt } from "@/lib/server/auth/auth-rate-limits";
import * as accounts from "@/lib/server/auth/register-user";
import { siteOrigin } from "@/lib/server/auth/site-origin";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(registerUser, async ({ req, url, body }) => {
    await limitAuthAttempt(req, "register", body.email);
    return accounts.registerUser(body.email, body.password, siteOrigin(url));
  }),
});
