// Shared building blocks of the wire contract (snake_case, as the server sends it).
import { z } from "zod";
import { errorCodeSchema } from "./error-codes";

/** Money as a decimal string with two places, e.g. "149.00". */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
export const isoDateSchema = z.string().describe("ISO 8601 date-time with offset");

const MAX_INT = 2_147_483_647;
/** A positive database id in the path or query. */
export const idSchema = z.coerce.number().int().min(1).max(MAX_INT);
export const idParamsSchema = z.object({ id: idSchema });

export const MAX_LIMIT = 100;
export const limitOffsetQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(MAX_INT).optional(),
});
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_INT).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
});
/**
 * Free-text filters are bounded so that a 10 kB search string is refused quickly; a NUL character is
 * refused as DRF does, because PostgreSQL cannot store or compare it (it would otherwise be a 500).
 */
export const searchTextSchema = z
  .string()
  .trim()
  .max(200)
  .refine((s) => !s.includes("\0"), "Нулевые символы недопустимы.");

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const detailErrorSchema = z.object({ detail: z.string(), code: errorCodeSchema });
export const emptySchema = z.object({}).describe("Empty answer");

/** A boolean filter as django-filter reads it: true/false/1/0; an empty value means "not filtered". */
export const queryBooleanSchema = z
  .enum(["true", "false", "True", "False", "1", "0", ""])
  .transform((v) => (v === "" ? undefined : v === "true" || v === "True" || v === "1"));

/**
 * Several choices in one query parameter, as a comma-separated list or a repeated parameter
 * (?region=ru,cis or ?region=ru&region=cis). An unknown choice is one field error, not a nested one.
 */
export function queryChoicesSchema<const T extends readonly [string, ...string[]]>(
  choices: T,
  invalidMessage: (value: string) => string = (v) =>
    `Выберите корректный вариант. ${v} нет среди допустимых значений.`,
) {
  return z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]).transform((raw, ctx) => {
    const items = [raw]
      .flat()
      .flatMap((s) => s.split(","))
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = items.find((s) => !(choices as readonly string[]).includes(s));
    if (bad !== undefined) {
      ctx.issues.push({ code: "custom", message: invalidMessage(bad), input: raw });
      return z.NEVER;
    }
    return [...new Set(items)] as T[number][];
  });
}

const nestedFieldErrorsSchema = z.record(z.string(), z.unknown());

/** DRF field errors: {"field": ["message"]}; a nested object's errors are an object, a list of objects' errors
 * a list with one object per item ({} for an item without errors). */
export const fieldErrorsSchema = z
  .object({
    // The answer's error code when more specific than "invalid" (implied when absent); where the request's own
    // field named `code` (a promo or TOTP code) is refused, that field's messages instead (DRF's shape).
    code: z.union([errorCodeSchema, z.array(z.string())]).optional(),
  })
  .catchall(z.union([z.array(z.string()), z.array(nestedFieldErrorsSchema), nestedFieldErrorsSchema]))
  .describe(
    'Field errors: {"field": ["message"]}, or {"non_field_errors": ["message"], "code": "..."} with a code ' +
      'when more specific than "invalid"; a list of objects has one error object per item, {} for an item without ' +
      'errors: {"products": [{}, {"quantity": ["message"]}]}',
  );
