// The storefront's content in the console (admin): game and gift banners, articles (HTML, sanitised on write and
// again on read), FAQ entries and the seller's requisites. One zod schema per kind checks the console's form in the
// browser and the body on the server; each kind has the same four calls (list, create, change, delete), and every
// write is on the storefront at once. Banner pictures are uploaded first (POST .../content/images/) and their
// addresses sent with the banner.
import { z } from "zod";
import { idParamsSchema, pageQuerySchema, pagedSchema, emptySchema, idSchema } from "../common";
import { articleSchema, articleSlugSchema } from "../content/article";
import { gameBannerSchema, giftBannerSchema } from "../content/banner";
import { contactSchema } from "../content/contact";
import { faqItemSchema } from "../content/faq";
import { defineAdminEndpoint } from "./admin-endpoint";
import {
  MAX_CATALOGUE_IMAGE_BYTES,
  lineField,
  positionField,
  requiredLineField,
  sitePathField,
} from "./catalogue-fields";

export const ADMIN_CONTENT_PAGE_SIZE = 50;

const REQUIRED = "Обязательное поле.";

/** A record's id, sent as a number (the console's selects send it so). */
const refField = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const imageField = () => sitePathField().refine((v) => v !== "", REQUIRED);

/** The six pictures of a banner: background and foreground, each for desktop, tablet and mobile. */
export const BANNER_IMAGE_FIELDS = [
  "background_desktop",
  "background_tablet",
  "background_mobile",
  "foreground_desktop",
  "foreground_tablet",
  "foreground_mobile",
] as const;

const bannerFields = {
  title: requiredLineField(200),
  description: lineField(1000).optional(),
  ...(Object.fromEntries(BANNER_IMAGE_FIELDS.map((f) => [f, imageField()])) as Record<
    (typeof BANNER_IMAGE_FIELDS)[number],
    ReturnType<typeof imageField>
  >),
  position: positionField().optional().describe("Place on the home page: smaller first"),
};

export const gameBannerBodySchema = z
  .object({ ...bannerFields, game: refField("Выберите игру.").describe("Game id") })
  .strict();
export const giftBannerBodySchema = z
  .object({ ...bannerFields, gift: refField("Выберите подарок.").describe("Gift id") })
  .strict();

export const articleBodySchema = z
  .object({
    slug: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(100, "Не длиннее 100 символов.")
      .regex(/^[-a-zA-Z0-9_]+$/, "Только латинские буквы, цифры, дефис и подчёркивание.")
      .describe("The article's address: /api/articles/{slug}/"),
    header: requiredLineField(200),
    text: lineField(200_000)
      .min(1, REQUIRED)
      .describe("HTML; scripts, event handlers, pictures and unsafe links are removed when it is saved"),
  })
  .strict();

export const faqBodySchema = z
  .object({
    game: refField("Выберите игру.").describe("Game id"),
    text: requiredLineField(500).describe("The question"),
    answer: lineField(5000).min(1, REQUIRED),
    order: positionField().optional().describe("Place in the game's FAQ: smaller first"),
  })
  .strict();

export const contactBodySchema = z
  .object({
    company_name: requiredLineField(300),
    address: requiredLineField(500),
    inn: z
      .string({ error: REQUIRED })
      .trim()
      .regex(/^(\d{10}|\d{12})$/, "ИНН — 10 или 12 цифр."),
    company_id: z
      .string({ error: REQUIRED })
      .trim()
      .regex(/^(\d{13}|\d{15})$/, "ОГРН — 13 цифр (ОГРНИП — 15)."),
    extra: lineField(2000).optional().describe("Further lines (КПП, e-mail, phone, hours)"),
  })
  .strict();

export const adminGameBannerSchema = gameBannerSchema.extend({ position: z.number().int() });
export const adminGiftBannerSchema = giftBannerSchema.extend({ position: z.number().int() });
export const adminContactSchema = contactSchema.extend({ id: z.number().int() });

/** The four calls of one kind of content under /api/admin/content/{segment}/. */
function contentEndpoints<
  B extends z.ZodObject,
  R extends z.ZodType,
  P extends z.ZodType,
  Q extends z.ZodObject = typeof pageQuerySchema,
>(kind: {
  segment: string;
  key: string;
  what: string;
  body: B;
  item: R;
  params: P;
  multiline: string[];
  query?: Q;
  order: string;
}) {
  const list = `/api/admin/content/${kind.segment}/`;
  const one = `${list}{${kind.key}}/`;
  const shown = "on the storefront at once; audited";
  return {
    list: defineAdminEndpoint("admin", {
      method: "GET",
      path: list,
      summary: `Every ${kind.what}, ${kind.order}, ${ADMIN_CONTENT_PAGE_SIZE} a page unless page_size says`,
      query: (kind.query ?? pageQuerySchema) as Q,
      response: pagedSchema(kind.item),
    }),
    create: defineAdminEndpoint("admin", {
      method: "POST",
      path: list,
      summary: `Create a ${kind.what}; ${shown}`,
      body: kind.body,
      multilineFields: kind.multiline,
      status: 201,
      response: kind.item,
    }),
    update: defineAdminEndpoint("admin", {
      method: "PATCH",
      path: one,
      summary: `Change a ${kind.what} (any subset of the fields); ${shown} with before and after`,
      params: kind.params,
      body: kind.body.partial().strict(),
      multilineFields: kind.multiline,
      response: kind.item,
    }),
    remove: defineAdminEndpoint("admin", {
      method: "DELETE",
      path: one,
      summary: `Delete a ${kind.what}; 204; ${shown} with what was deleted`,
      params: kind.params,
      status: 204,
      response: emptySchema.describe("No content"),
    }),
  };
}

export const articleParamsSchema = z.object({ slug: articleSlugSchema });

const gameBanners = contentEndpoints({
  segment: "game-banners",
  key: "id",
  what: "game banner",
  body: gameBannerBodySchema,
  item: adminGameBannerSchema,
  params: idParamsSchema,
  multiline: ["description"],
  order: "in display order, of active and inactive games",
});
const giftBanners = contentEndpoints({
  segment: "gift-banners",
  key: "id",
  what: "gift banner",
  body: giftBannerBodySchema,
  item: adminGiftBannerSchema,
  params: idParamsSchema,
  multiline: ["description"],
  order: "in display order, of active and inactive gifts",
});
const articles = contentEndpoints({
  segment: "articles",
  key: "slug",
  what: "article",
  body: articleBodySchema,
  item: articleSchema,
  params: articleParamsSchema,
  multiline: ["text"],
  order: "by slug",
});
const faq = contentEndpoints({
  segment: "faq",
  key: "id",
  what: "FAQ entry",
  body: faqBodySchema,
  item: faqItemSchema,
  params: idParamsSchema,
  multiline: ["answer"],
  query: pageQuerySchema.extend({ game: idSchema.optional().describe("Only this game's entries") }),
  order: "by game, then in display order",
});
const contacts = contentEndpoints({
  segment: "contacts",
  key: "id",
  what: "contact (seller requisites)",
  body: contactBodySchema,
  item: adminContactSchema,
  params: idParamsSchema,
  multiline: ["address", "extra"],
  order: "in display order",
});

export const uploadAdminContentImage = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/content/images/",
  summary:
    "Upload a banner picture (multipart field image: PNG, JPEG or WebP by content, up to " +
    `${MAX_CATALOGUE_IMAGE_BYTES / 1024 / 1024} MB); answers its address for a banner's picture field`,
  bodyType: "multipart",
  body: z.object({ image: z.any().describe("The picture") }),
  status: 201,
  response: z.object({ url: z.string().describe("The picture's address on this site") }),
});

/** The four calls of each kind, by the kind's name in lib/server/content/content-kinds.ts. */
export const contentEndpointGroups = {
  gameBanner: gameBanners,
  giftBanner: giftBanners,
  article: articles,
  faq,
  contact: contacts,
};

/** Every content call by its operation id, for the console's registry. */
export const contentEndpointsById = {
  listAdminGameBanners: gameBanners.list,
  createAdminGameBanner: gameBanners.create,
  updateAdminGameBanner: gameBanners.update,
  deleteAdminGameBanner: gameBanners.remove,
  listAdminGiftBanners: giftBanners.list,
  createAdminGiftBanner: giftBanners.create,
  updateAdminGiftBanner: giftBanners.update,
  deleteAdminGiftBanner: giftBanners.remove,
  listAdminArticles: articles.list,
  createAdminArticle: articles.create,
  updateAdminArticle: articles.update,
  deleteAdminArticle: articles.remove,
  listAdminFaq: faq.list,
  createAdminFaq: faq.create,
  updateAdminFaq: faq.update,
  deleteAdminFaq: faq.remove,
  listAdminContacts: contacts.list,
  createAdminContact: contacts.create,
  updateAdminContact: contacts.update,
  deleteAdminContact: contacts.remove,
  uploadAdminContentImage,
};
