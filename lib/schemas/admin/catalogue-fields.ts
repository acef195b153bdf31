// Field rules shared by the console's catalogue forms and handlers (games, products, gifts): one zod schema checks
// the form in the browser and the body on the server, so both refuse the same input with the same words.
import { z } from "zod";
import { idParamsSchema } from "../common";
import { defineAdminEndpoint } from "./admin-endpoint";

/** Largest picture accepted for a game's logo or a gift's cover, as for a Standoff avatar. */
export const MAX_CATALOGUE_IMAGE_BYTES = 2 * 1024 * 1024;

const REQUIRED = "Обязательное поле.";

/** One line of text, trimmed, at most `max` characters ("" allowed unless `.min(1, ...)` is added). */
export const lineField = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? REQUIRED : "Введите строку.") })
    .trim()
    .max(max, `Не длиннее ${max} символов.`);

/** A required one-line text. */
export const requiredLineField = (max: number) => lineField(max).min(1, REQUIRED);

/** Roubles ("149", "149.5"), normalised to "149.50"; forms turn a typed comma into a point first. */
export const priceField = () =>
  z
    .string({ error: "Введите сумму." })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, "Введите сумму в рублях, например 149 или 149.50.")
    .transform((v) => (v.includes(".") ? v.padEnd(v.indexOf(".") + 3, "0") : `${v}.00`));

/** A per cent with up to two places ("8", "8.5"), normalised to "8.50"; at most 100. */
export const percentField = () => priceField().refine((v) => Number(v) <= 100, "Не больше 100 %.");

export const flagField = () => z.boolean({ error: "Введите true или false." });

/** A whole number in [min, max]. */
export const countField = (min: number, max: number) =>
  z
    .number({ error: "Введите число." })
    .int("Введите целое число.")
    .min(min, `Не меньше ${min}.`)
    .max(max, `Не больше ${max}.`);

/** The place in the storefront's lists: smaller first. */
export const positionField = () => countField(0, 1_000_000);

export const tagsField = () =>
  z.array(requiredLineField(50)).max(20, "Не больше 20 меток.").describe("Labels shown on the storefront");

/** A picture already on this site ("/images/…", "/api/uploads/…") or nothing; new pictures are uploaded. */
export const sitePathField = () =>
  lineField(300).refine(
    (v) => v === "" || (/^\/(?!\/)[\w\-./]*$/.test(v) && !v.includes("..")),
    "Укажите путь на сайте, начиная с /, или оставьте пустым.",
  );

/** POST {path} (admin): a multipart upload of the picture of `what`, answered with the changed record. */
export function logoUploadEndpoint<R extends z.ZodType>(path: string, what: string, response: R) {
  return defineAdminEndpoint("admin", {
    method: "POST",
    path,
    summary: `Upload ${what} (multipart field image: PNG, JPEG or WebP by content, up to ${
      MAX_CATALOGUE_IMAGE_BYTES / 1024 / 1024
    } MB); stored in the file storage, audited, on the storefront at once`,
    params: idParamsSchema,
    bodyType: "multipart",
    body: z.object({ image: z.any().describe("The picture") }),
    response,
  });
}
