// POST /api/auth/jwt/refresh/ – rotate a refresh token (body, or the browser's HttpOnly cookie) into a new pair
import { refreshJwt } from "@/lib/schemas/auth/jwt";
import { readRefreshCookie, setRefreshCookie } from "@/lib/server/http/refresh-cookie";
import { respondWithTokens } from "@/lib/server/http/respond-with-tokens";
import { rotateRefreshToken } from "@/lib/server/auth/rotate-refresh-token";
import { statusOfError } from "@/lib/server/http/error-answer";
import { fieldError } from "@/lib/server/errors/domain-error";
import { errorResponse } from "@/lib/server/http/error-response";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(refreshJwt, async ({ req, url, body }) => {
    const cookie = body.refresh === undefined ? readRefreshCookie(req) : undefined;
    const token = body.refresh ?? cookie;
    if (!token) throw fieldError("refresh", "Обязательное поле.");
    try {
      return respondWithTokens(url, await rotateRefreshToken(token));
    } catch (err) {
      // A refused cookie will never work again: drop it, so the browser stops sending it.
      if (!cookie || statusOfError(err) !== 400) throw err;
      return setRefreshCookie(errorResponse(err), url, null);
    }
  }),
});
