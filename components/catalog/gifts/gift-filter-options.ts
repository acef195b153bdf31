// Choices of the gift filters (kept free of zod so the client island stays tiny); mirror lib/schemas/catalog/gift.ts.
export const GIFT_TYPES = ["dlc", "edition", "game"] as const;
export const GIFT_REGIONS = ["cis", "ru", "ru_cis", "world"] as const;
/** Orderings offered in the UI; the first one is the default and is left out of the URL. */
export const GIFT_ORDERINGS = ["-created", "price", "-price", "title"] as const;

export type GiftType = (typeof GIFT_TYPES)[number];
export type GiftRegion = (typeof GIFT_REGIONS)[number];
export type GiftOrderingOption = (typeof GIFT_ORDERINGS)[number];

export type GiftFilterValues = {
  type?: GiftType;
  region?: GiftRegion;
  isDiscounted?: boolean;
  search?: string;
  ordering?: GiftOrderingOption;
};

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (list as readonly string[]).includes(value);

/** Keeps only known values: an unknown type or region in the URL is ignored rather than failing the page. */
export function normalizeGiftFilters(raw: Record<string, string | undefined>): GiftFilterValues {
  const search = (raw.search ?? "").trim().slice(0, 200);
  return {
    type: isOneOf(GIFT_TYPES, raw.type) ? raw.type : undefined,
    region: isOneOf(GIFT_REGIONS, raw.region) ? raw.region : undefined,
    isDiscounted:
      raw.discounted === "1" || raw.discounted === "true" || raw.discounted === "on" ? true : undefined,
    search: search || undefined,
    ordering:
      isOneOf(GIFT_ORDERINGS, raw.ordering) && raw.ordering !== GIFT_ORDERINGS[0] ? raw.ordering : undefined,
  };
}
