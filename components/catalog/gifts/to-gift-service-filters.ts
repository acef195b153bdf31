// UI filters -> the catalogue service's filter and ordering arguments.
import type { GiftFilters, GiftOrdering } from "@/lib/server/catalog/gifts";
import { GIFT_ORDERINGS, type GiftFilterValues } from "./gift-filter-options";

export function toGiftServiceFilters(filters: GiftFilterValues): {
  where: GiftFilters;
  ordering: GiftOrdering[];
} {
  return {
    where: {
      types: filters.type ? [filters.type] : undefined,
      regions: filters.region ? [filters.region] : undefined,
      isDiscounted: filters.isDiscounted ? true : undefined,
      search: filters.search,
    },
    ordering: [filters.ordering ?? GIFT_ORDERINGS[0]],
  };
}
