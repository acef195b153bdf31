// JSON Web Token pair: sign-in by e-mail and password, and refresh with rotation.
import { z } from "zod";
import { emptySchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { emailSchema, loginPasswordSchema, requiredString } from "./fields";

export const tokenPairSchema = z.object({
  access: z.string().describe("Access token (HS256 JWT), sent as `Authorization: Bearer <access>`"),
  refresh: z
    .string()
    .describe(
      "Refresh token; works once, jwt/refresh/ answers a new pair. The same token is set as the HttpOnly cookie " +
        "`refresh_token` (SameSite=Lax, Path=/api/auth/), which browsers send instead of a body",
    ),
});

export const credentialsSchema = z.object({ email: emailSchema, password: loginPasswordSchema });

export const createJwt = defineEndpoint({
  method: "POST",
  path: "/api/auth/jwt/create/",
  rateLimited: true,
  errors: { 401: "Wrong e-mail or password (no_active_account)" },
  tag: "auth",
  summary:
    "Sign in by e-mail and password. Wrong credentials and an unknown e-mail both answer 401 no_active_account; " +
    "a blocked account answers 403 no_access; too many attempts 429 with Retry-After. Sets the refresh_token cookie",
  body: credentialsSchema,
  response: tokenPairSchema,
});

export const refreshJwt = defineEndpoint({
  method: "POST",
  path: "/api/auth/jwt/refresh/",
  tag: "auth",
  summary:
    "A new token pair for a refresh token. Each refresh token works once: presenting a spent one revokes every " +
    "token of that sign-in. Invalid, expired or spent tokens answer 400 token_not_valid (the client logs out). " +
    "Without `refresh` in the body the refresh_token cookie is used (browsers); the answer sets the cookie anew",
  body: z.object({
    refresh: requiredString()
      .max(4096)
      .optional()
      .describe("Required unless the refresh_token cookie is sent"),
  }),
  response: tokenPairSchema,
});

export const logoutJwt = defineEndpoint({
  method: "POST",
  path: "/api/auth/jwt/logout/",
  tag: "auth",
  summary:
    "Sign out: revokes every token of the sign-in that the refresh token (body `refresh`, or the refresh_token " +
    "cookie) belongs to, and clears the cookie (and the order_access cookie: the orders this browser opened). " +
    "Answers 204 whatever the token, so it is safe to repeat",
  body: z.object({ refresh: requiredString().max(4096).optional() }),
  status: 204,
  response: emptySchema.describe("No content"),
});
