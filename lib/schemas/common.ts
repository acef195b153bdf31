// Shared building blocks of the wire contract (snake_case, as the server sends it).
import { z } from "zod";

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
/** Free-text filters are bounded so that a 10 kB search string is refused quickly. */
export const searchTextSchema = z.string().trim().max(200);

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const detailErrorSchema = z.object({ detail: z.string(), code: z.string().optional() });
export const emptySchema = z.object({}).describe("Empty answer");
