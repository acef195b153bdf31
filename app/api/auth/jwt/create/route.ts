// POST /api/auth/jwt/create/ – sign in by e-mail and password, answering an access and a refresh token
import { createJwt } from "@/lib/schemas/auth/jwt";
import { limitAuthAttempt } from "@/lib/server/auth/auth-rate-limits";
import { signInWithPassword } from "@/lib/server/auth/sign-in-with-password";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(createJwt, async ({ req, body }) => {
    await limitAuthAttempt(req, "signIn", body.email);
    return signInWithPassword(body.email, body.password);
  }),
});
