// JSON Web Token pair: sign-in by e-mail and password, and refresh with rotation.
import { z } from "zod";
import { defineEndpoint } from "../endpoint";
import { emailSchema, loginPasswordSchema, requiredString } from "./fields";

export const tokenPairSchema = z.object({
  access: z.string().describe("Access token (HS256 JWT), sent as `Authorization: Bearer <access>`"),
  refresh: z.string().describe("Refresh token; works once, jwt/refresh/ answers a new pair"),
});

export const credentialsSchema = z.object({ email: emailSchema, password: loginPasswordSchema });

export const createJwt = defineEndpoint({
  method: "POST",
  path: "/api/auth/jwt/create/",
  tag: "auth",
  summary:
    "Sign in by e-mail and password. Wrong credentials and an unknown e-mail both answer 401 no_active_account; " +
    "a blocked account answers 403 no_access; too many attempts 429 with Retry-After",
  body: credentialsSchema,
  response: tokenPairSchema,
});

export const refreshJwt = defineEndpoint({
  method: "POST",
  path: "/api/auth/jwt/refresh/",
  tag: "auth",
  summary:
    "A new token pair for a refresh token. Each refresh token works once: presenting a spent one revokes every " +
    "token of that sign-in. Invalid, expired or spent tokens answer 400 token_not_valid (the client logs out)",
  body: z.object({ refresh: requiredString().max(4096) }),
  response: tokenPairSchema,
});
