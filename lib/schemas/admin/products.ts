// Catalogue editing in the console, first step: a product's title, price, discount, limits and visibility. A change
// is on the storefront at once: the catalogue caches of every instance are dropped (LISTEN/NOTIFY), and shared
// caches keep a public answer for at most CATALOGUE_CACHE_SECONDS.
import { z } from "zod";
import { idParamsSchema, moneySchema } from "../common";
import { productSchema } from "../catalog/game";
import { defineAdminEndpoint } from "./admin-endpoint";

const price = z
  .string({ error: "Введите сумму." })
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, "Введите сумму в рублях, например 149 или 149.50.")
  .transform((v) => (v.includes(".") ? v.padEnd(v.indexOf(".") + 3, "0") : `${v}.00`));

export const updateAdminProduct = defineAdminEndpoint("admin", {
  method: "PATCH",
  path: "/api/admin/products/{id}/",
  summary:
    "Change a product (title, price, discount price or null, quantity limits, active, low-stock threshold); the " +
    "discount percent of the " +
    "product and its game follow; audited with before and after; visible on the storefront at once",
  params: idParamsSchema,
  body: z
    .object({
      title: z.string({ error: "Введите строку." }).trim().min(1, "Обязательное поле.").max(200).optional(),
      price: price.optional(),
      discount_price: price.nullable().optional(),
      min_quantity: z.number({ error: "Введите число." }).int().min(1).max(1000).optional(),
      max_quantity: z.number({ error: "Введите число." }).int().min(1).max(1000).optional(),
      is_active: z.boolean({ error: "Введите true или false." }).optional(),
      low_stock_threshold: z
        .number({ error: "Введите число." })
        .int("Введите целое число.")
        .min(0, "Убедитесь, что это значение больше либо равно 0.")
        .max(1_000_000, "Убедитесь, что это значение меньше либо равно 1000000.")
        .optional()
        .describe("PUBG codes left below which the product is flagged as running low"),
    })
    .strict(),
  response: productSchema.extend({ price: moneySchema, low_stock_threshold: z.number().int() }),
});
