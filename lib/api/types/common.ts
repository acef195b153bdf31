// Building blocks shared by the domain types, inferred from lib/schemas/common (camelCase; the wire is snake_case).
import type { z } from "zod";
import type {
  isoDateSchema,
  limitOffsetQuerySchema,
  moneySchema,
  pageQuerySchema,
  pagedSchema,
} from "@/lib/schemas/common";
import type { FromWire, QueryOf } from "../camel-cased-deep";

/** Money as a decimal string with two places, e.g. "149.00"; convert with toKopecks before arithmetic. */
export type Money = z.output<typeof moneySchema>;
/** ISO 8601 date-time with offset. */
export type IsoDate = z.output<typeof isoDateSchema>;

/** DRF list: `next`/`previous` are absolute URLs or null. */
export type Paged<T> = Omit<FromWire<ReturnType<typeof pagedSchema>>, "results"> & { results: T[] };

export type LimitOffsetParams = QueryOf<typeof limitOffsetQuerySchema>;
export type PageParams = QueryOf<typeof pageQuerySchema>;
