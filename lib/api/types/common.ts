// Building blocks shared by the domain types, inferred from lib/schemas/common (camelCase; the wire is snake_case).
import type { z } from "zod";
import type { moneySchema, pageQuerySchema, pagedSchema } from "@/lib/schemas/common";
import type { FromWire, QueryOf } from "../camel-cased-deep";

/** Money as a decimal string with two places, e.g. "149.00"; convert with toKopecks before arithmetic. */
export type Money = z.output<typeof moneySchema>;

/** DRF list: `next`/`previous` are absolute URLs or null. */
export type Paged<T> = Omit<FromWire<ReturnType<typeof pagedSchema>>, "results"> & { results: T[] };

export type PageParams = QueryOf<typeof pageQuerySchema>;
