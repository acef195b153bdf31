// Building blocks shared by the domain types (camelCase; the wire is snake_case).

/** Money as a decimal string with two places, e.g. "149.00"; convert with toKopecks before arithmetic. */
export type Money = string;
/** ISO 8601 date-time with offset. */
export type IsoDate = string;

/** DRF list: `next`/`previous` are absolute URLs or null. */
export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export type LimitOffsetParams = { limit?: number; offset?: number };
export type PageParams = { page?: number; pageSize?: number };
