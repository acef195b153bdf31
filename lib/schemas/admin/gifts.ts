// Gifts in the console (admin): every gift, on sale or not, created and changed with its price, discount price,
// cashback (credited to the buyer's balance once delivered), shelves and visibility; its cover is uploaded.
import { z } from "zod";
import { giftListItemSchema, giftRegions, giftTypes } from "../catalog/gift";
import { idParamsSchema, isoDateSchema, pageQuerySchema, pagedSchema, searchTextSchema } from "../common";
import { defineAdminEndpoint } from "./admin-endpoint";
import {
  flagField,
  lineField,
  logoUploadEndpoint,
  priceField,
  requiredLineField,
  tagsField,
} from "./catalogue-fields";

export const ADMIN_GIFTS_PAGE_SIZE = 50;

const giftFields = {
  title: requiredLineField(200),
  type: z.enum(giftTypes, { error: "Выберите тип подарка." }),
  region: z.enum(giftRegions, { error: "Выберите регион." }),
  price: priceField(),
  discount_price: priceField().nullable().describe("Below the price, or null: no discount"),
  cashback: priceField().describe("Roubles credited to the buyer's balance once the gift is delivered"),
  description: lineField(5000),
  tags: tagsField(),
  is_main: flagField().describe("On the home page's gift shelf"),
  is_old_classic: flagField().describe("On the old classics shelf"),
  external_id: lineField(100)
    .nullable()
    .describe('The key distributor\'s reference (Kinguin: "productId:maxPriceEUR"); empty or null: none'),
  is_active: flagField().describe("On sale on the storefront"),
};

export const giftUpdateBodySchema = z.object(giftFields).partial().strict();
export const giftCreateBodySchema = giftUpdateBodySchema
  .required({ title: true, type: true, region: true, price: true })
  .strict();

export const adminGiftSchema = giftListItemSchema.omit({ resourcetype: true }).extend({
  description: z.string(),
  tags: z.array(z.string()),
  created: isoDateSchema,
  is_main: z.boolean(),
  is_old_classic: z.boolean(),
  external_id: z.string().nullable(),
  is_active: z.boolean(),
});

export const adminGiftsQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional().describe("Part of the title, any case"),
});

export const listAdminGifts = defineAdminEndpoint("admin", {
  method: "GET",
  path: "/api/admin/gifts/",
  summary: `Every gift, on sale or not, newest first, ${ADMIN_GIFTS_PAGE_SIZE} a page unless page_size says`,
  query: adminGiftsQuerySchema,
  response: pagedSchema(adminGiftSchema),
});

export const createAdminGift = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/gifts/",
  summary:
    "Create a gift (a discount price below the price, a cashback not above it); audited; on the storefront at once",
  body: giftCreateBodySchema,
  multilineFields: ["description"],
  status: 201,
  response: adminGiftSchema,
});

export const getAdminGift = defineAdminEndpoint("admin", {
  method: "GET",
  path: "/api/admin/gifts/{id}/",
  summary: "A gift as the console edits it",
  params: idParamsSchema,
  response: adminGiftSchema,
});

export const updateAdminGift = defineAdminEndpoint("admin", {
  method: "PATCH",
  path: "/api/admin/gifts/{id}/",
  summary:
    "Change a gift (any subset of the fields); audited with before and after; on the storefront at once",
  params: idParamsSchema,
  body: giftUpdateBodySchema,
  multilineFields: ["description"],
  response: adminGiftSchema,
});

export const uploadAdminGiftLogo = logoUploadEndpoint(
  "/api/admin/gifts/{id}/logo/",
  "the gift's cover",
  adminGiftSchema,
);
