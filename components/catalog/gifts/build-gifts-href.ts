// URL of the gift list for a set of filters: filters in the query, the page in the path.
import { buildPageHref, type QueryValues } from "../build-page-href";
import { normalizeGiftFilters, type GiftFilterValues } from "./gift-filter-options";

export const GIFTS_PATH = "/gifts";

/** Query keys in a fixed order, defaults and empty values left out, so one filter set has one URL. */
export function toGiftQuery(filters: GiftFilterValues): QueryValues {
  return {
    search: filters.search,
    type: filters.type,
    region: filters.region,
    discounted: filters.isDiscounted ? "1" : undefined,
    ordering: filters.ordering,
  };
}

export function buildGiftsHref(filters: GiftFilterValues, page = 1): string {
  return buildPageHref(GIFTS_PATH, page, toGiftQuery(filters));
}

/** Reads the filter form the way the browser would submit it, then normalises it. */
export function readGiftFilterForm(form: HTMLFormElement): GiftFilterValues {
  const data = new FormData(form);
  const raw: Record<string, string | undefined> = {};
  for (const key of ["search", "type", "region", "discounted", "ordering"]) {
    const value = data.get(key);
    raw[key] = typeof value === "string" ? value : undefined;
  }
  return normalizeGiftFilters(raw);
}

export const hasGiftFilters = (filters: GiftFilterValues) =>
  Object.values(toGiftQuery(filters)).some((value) => value !== undefined);
