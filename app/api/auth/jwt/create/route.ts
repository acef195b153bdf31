// POST /api/auth/jwt/create/ – sign in by e-mail and password, answering an access and a refresh token
import { createJwt } from "@/lib/schemas/auth/jwt";
import { respondWithTokens } from "@/lib/server/http/respond-with-tokens";
import { signInWithPassword } from "@/lib/server/auth/sign-in-with-password";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";
import { clientIp } from "@/lib/server/rate-limit/client-ip";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(createJwt, async ({ req, url, body }) => {
    return respondWithTokens(url, await signInWithPassword(body.email, body.password, clientIp(req)));
  }),
});
