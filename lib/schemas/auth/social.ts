// Social sign-in: the provider's authorise URL, the code exchange, binding and unbinding.
import { z } from "zod";
import { emptySchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { EMAIL_INVALID_MESSAGE } from "../field-messages";
import { normaliseEmailAddress } from "./email-address";
import { requiredString } from "./fields";
import { BIND_PROVIDERS, SOCIAL_PROVIDERS, UNBIND_PROVIDERS } from "./providers";
import { tokenPairSchema } from "./jwt";

/** Asked for when the provider shares no e-mail (Steam, Telegram, some VK accounts); "" means not given. */
const optionalEmailSchema = z
  .string()
  .trim()
  .max(254, "Адрес электронной почты слишком длинный.")
  .refine((v) => v === "" || normaliseEmailAddress(v) !== null, EMAIL_INVALID_MESSAGE)
  .transform((v) => (v ? (normaliseEmailAddress(v) as string) : undefined))
  .nullable()
  .optional()
  .describe("E-mail for a new account when the provider shares none; never links to an existing account");

const redirectUriSchema = requiredString()
  .max(2048)
  .describe("Where the provider sends the browser back: this site's /auth/{provider}/redirect, nothing else");

const callbackBody = {
  code: requiredString()
    .min(1)
    .max(8192)
    .describe(
      "The `code` query parameter of the callback; for steam the whole callback query string (openid.*), " +
        "for telegram the login widget data (query string, JSON, or the tgAuthResult value)",
    ),
  redirect_uri: redirectUriSchema,
  state: z
    .string()
    .max(512)
    .optional()
    .describe(
      "Not part of SPEC.md's body: the state is checked from the social_state_{provider} cookie. " +
        "When sent (the callback's `state` query parameter) it must be this attempt's, else 400. Required (400 " +
        "without it) for the providers without PKCE (facebook, steam, telegram, vk): nothing else ties their " +
        "callback to this browser's attempt",
    ),
  device_id: z
    .string()
    .max(512)
    .optional()
    .describe("vk_id only: the `device_id` query parameter of the callback"),
};

/** Where the attempt's state travels: SPEC.md's bodies carry none. */
const STATE_COOKIE =
  "The answer sets the cookie social_state_{provider} (HttpOnly, SameSite=Lax, Path=/api/auth/social/{provider}/, " +
  "10 minutes, encrypted) holding the state, the PKCE verifier and redirect_uri; auth/ and bind/ check the callback " +
  "against it.";
const CALLBACK_CHECK =
  "The body is (code, redirect_uri[, email]); the state is checked from the social_state_{provider} cookie that " +
  "url/ set, so without that cookie (a forged or stale callback), with another redirect_uri or with a `state` " +
  "other than this attempt's the answer is 400; facebook, steam, telegram and vk (no PKCE) also need the `state`.";

/** What auth/ and bind/ share: both post the provider's callback, which the server exchanges with the provider. */
const CALLBACK_EXCHANGE = {
  method: "POST",
  rateLimited: true,
  errors: { 502: "The provider answered an error", 503: "The provider did not answer in time" },
  tag: "auth",
} as const;

export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export const providerParamsSchema = z.object({ provider: socialProviderSchema });

export const getSocialAuthUrl = defineEndpoint({
  method: "GET",
  path: "/api/auth/social/{provider}/url/",
  tag: "auth",
  summary:
    "The provider's authorise URL, with a state (and a PKCE challenge for google, vk_id and yandex). " +
    `${STATE_COOKIE} redirect_uri must be this site's /auth/{provider}/redirect (400 otherwise); ` +
    "404 provider_not_configured when the provider is off",
  params: providerParamsSchema,
  query: z.object({ redirect_uri: redirectUriSchema }),
  response: z.object({ url: z.string() }),
});

export const socialAuth = defineEndpoint({
  ...CALLBACK_EXCHANGE,
  path: "/api/auth/social/{provider}/auth/",
  summary:
    "Finish a social sign-in: exchange the callback's code for a token pair; is_signed_up is true when a new " +
    `account was created. ${CALLBACK_CHECK} ` +
    "A 400 {email: [...]} means the provider shared no usable e-mail: ask for one and post " +
    "again with the same code (the verified identity waits in the browser's cookie for 10 minutes)",
  params: providerParamsSchema,
  body: z.object({ ...callbackBody, email: optionalEmailSchema }),
  response: tokenPairSchema.extend({ is_signed_up: z.boolean() }),
});

export const bindSocial = defineEndpoint({
  ...CALLBACK_EXCHANGE,
  path: "/api/auth/social/{provider}/bind/",
  summary: `Bind the provider's account to the signed-in shopper (every provider but facebook). ${CALLBACK_CHECK}`,
  auth: "required",
  params: z.object({ provider: z.enum(BIND_PROVIDERS) }),
  body: z.object(callbackBody),
  status: 204,
  response: emptySchema.describe("No content"),
});

export const unbindSocial = defineEndpoint({
  method: "POST",
  path: "/api/auth/social/{provider}/unbind/",
  errors: {
    400: "Unbinding would leave the account without a way to sign in: set a password first (non_field_errors)",
  },
  tag: "auth",
  summary:
    "Unbind the provider's account (every provider but google); 400 when it is the only way left to sign in",
  auth: "required",
  params: z.object({ provider: z.enum(UNBIND_PROVIDERS) }),
  status: 204,
  response: emptySchema.describe("No content"),
});
