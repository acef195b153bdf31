// Promo codes in the console: every code with its scope (a game, a gift, or a shopper's personal code), uses so
// far against its limit, expiry and whether the storefront would take it now; creating a code for a game or a gift;
// switching one off or on and changing its limit or expiry. The storefront's rules are lib/server/promo/*.
import { z } from "zod";
import {
  idParamsSchema,
  idSchema,
  isoDateSchema,
  pageQuerySchema,
  pagedSchema,
  searchTextSchema,
} from "../common";
import { defineAdminEndpoint } from "./admin-endpoint";

export const ADMIN_PROMO_PAGE_SIZE = 50;
export const PROMO_SCOPES = ["game", "gift"] as const;

export const adminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  scope: z
    .enum(["game", "gift", "personal"])
    .describe("personal: a shopper's own code (get_for_recent_purchases)"),
  game_id: z.number().int().nullable(),
  game_title: z.string().nullable(),
  gift_id: z.number().int().nullable(),
  gift_title: z.string().nullable(),
  owner_email: z.string().nullable(),
  max_uses: z.number().int().nullable().describe("null: unlimited"),
  uses: z.number().int(),
  expires_at: isoDateSchema.nullable(),
  is_active: z.boolean(),
  is_usable: z.boolean().describe("Active, not expired and not used up: the storefront takes it now"),
});

const nullIfEmpty = (v: unknown) => (v === "" || v === undefined ? null : v);

/** A whole number from JSON or a form's text; empty means none (unlimited). */
const maxUses = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : nullIfEmpty(v)),
  z
    .number({ error: "Введите целое число." })
    .int("Введите целое число.")
    .min(1, "Не меньше 1 (пусто — без ограничения).")
    .max(1_000_000)
    .nullable(),
);

/**
 * The last day the code works (YYYY-MM-DD: through the end of that day, Moscow time) or an exact ISO moment;
 * empty means it never expires.
 */
const expiresAt = z.preprocess(
  nullIfEmpty,
  z
    .string({ error: "Введите дату." })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || z.iso.datetime({ offset: true }).safeParse(v).success, {
      message: "Введите дату в формате ГГГГ-ММ-ДД.",
    })
    .transform((v) => (v.length === 10 ? new Date(`${v}T23:59:59.999+03:00`) : new Date(v)))
    .refine((d) => !Number.isNaN(d.getTime()), "Введите существующую дату.")
    .nullable(),
);

const optionalId = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : nullIfEmpty(v)),
  idSchema.nullable(),
);

export const createPromoCodeBodySchema = z
  .object({
    code: z
      .string({ error: "Введите код." })
      .trim()
      .min(3, "Не короче 3 символов.")
      .max(50, "Не длиннее 50 символов.")
      .regex(/^[A-Za-z0-9_-]+$/, "Только латинские буквы, цифры, дефис и подчёркивание.")
      .transform((v) => v.toUpperCase()),
    percent: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
      z
        .number({ error: "Введите процент." })
        .int("Введите целое число.")
        .min(1, "От 1 до 99.")
        .max(99, "От 1 до 99."),
    ),
    scope: z.enum(PROMO_SCOPES, { error: "Выберите игру или подарок." }),
    game_id: optionalId.optional(),
    gift_id: optionalId.optional(),
    max_uses: maxUses.optional(),
    expires_at: expiresAt.optional(),
    is_active: z.boolean({ error: "Введите true или false." }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const field = v.scope === "game" ? "game_id" : "gift_id";
    if (v[field] == null) {
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: v.scope === "game" ? "Выберите игру." : "Выберите подарок.",
      });
    }
  });

export const updatePromoCodeBodySchema = z
  .object({
    is_active: z.boolean({ error: "Введите true или false." }).optional(),
    max_uses: maxUses.optional(),
    expires_at: expiresAt.optional(),
  })
  .strict();

export const adminPromoQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional().describe("Part of the code, any case"),
});

export const listAdminPromoCodes = defineAdminEndpoint("admin", {
  method: "GET",
  path: "/api/admin/promo-codes/",
  summary: `Every promo code (personal ones included), newest first, ${ADMIN_PROMO_PAGE_SIZE} a page; search by part of the code`,
  query: adminPromoQuerySchema,
  response: pagedSchema(adminPromoCodeSchema),
});

export const createAdminPromoCode = defineAdminEndpoint("admin", {
  method: "POST",
  path: "/api/admin/promo-codes/",
  summary:
    "Create a promo code for a game or a gift: percent off (1–99), optional usage limit and last day; the code is " +
    "stored upper-case and must be unique whatever the case; audited",
  status: 201,
  body: createPromoCodeBodySchema,
  response: adminPromoCodeSchema,
});

export const updateAdminPromoCode = defineAdminEndpoint("admin", {
  method: "PATCH",
  path: "/api/admin/promo-codes/{id}/",
  summary:
    "Switch a promo code off or on, change its usage limit (null: unlimited) or its expiry (null: never); " +
    "audited with before and after",
  params: idParamsSchema,
  body: updatePromoCodeBodySchema,
  response: adminPromoCodeSchema,
});
