// The signed-in shopper's profile.
import { z } from "zod";
import { moneySchema } from "../common";
import { defineEndpoint } from "../endpoint";
import { SOCIAL_PROVIDERS } from "./providers";

export const activePromoCodeSchema = z.discriminatedUnion("resourcetype", [
  z.object({
    resourcetype: z.literal("PromoCode"),
    code: z.string(),
    percent: z.number().int(),
    game: z.number().int().nullable(),
  }),
  z.object({
    resourcetype: z.literal("GiftPromoCode"),
    code: z.string(),
    percent: z.number().int(),
    gift: z.number().int(),
  }),
]);

/** Every provider is listed: the bound account's id, or null when none is bound. */
export const socialIdsSchema = z
  .object(
    Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, z.string().nullable()])) as Record<
      (typeof SOCIAL_PROVIDERS)[number],
      z.ZodNullable<z.ZodString>
    >,
  )
  .describe(
    "Every provider as a key (vk_id keeps its underscore): the bound account id, or null when unbound",
  );

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  avatar_img: z.string().nullable(),
  balance: moneySchema,
  active_promo_code: activePromoCodeSchema.nullable(),
  social_ids: socialIdsSchema,
  is_staff: z
    .boolean()
    .describe("A staff account (role support or admin): the account menu links to the operator console"),
});

export const getProfile = defineEndpoint({
  method: "GET",
  path: "/api/auth/profile/",
  tag: "auth",
  summary: "The signed-in shopper: balance, active promo code and bound social accounts",
  auth: "required",
  response: profileSchema,
});
