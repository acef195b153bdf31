// POST /api/auth/jwt/refresh/ – rotate a refresh token into a new pair; a spent one revokes its family
import { refreshJwt } from "@/lib/schemas/auth/jwt";
import { rotateRefreshToken } from "@/lib/server/auth/rotate-refresh-token";
import { handleRoute } from "@/lib/server/http/handle-route";
import { methods } from "@/lib/server/http/methods";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleRoute(refreshJwt, ({ body }) => rotateRefreshToken(body.refresh)),
});
