// Gift products (resourcetype RokkyGift).
import type { IsoDate, Money } from "./common";

export const GIFT_TYPES = ["dlc", "edition", "game"] as const;
export type GiftType = (typeof GIFT_TYPES)[number];
export const GIFT_REGIONS = ["cis", "ru", "ru_cis", "world"] as const;
export type GiftRegion = (typeof GIFT_REGIONS)[number];

export type Gift = {
  resourcetype: "RokkyGift";
  id: number;
  title: string;
  type: GiftType;
  price: Money;
  region: GiftRegion;
  cashback: Money;
  logo: string;
  discountPrice: Money | null;
  discountPercent: number;
};

export type GiftDetail = Gift & { description: string; tags: string[]; created: IsoDate };

export type GiftOrdering =
  "price" | "-price" | "created" | "-created" | "title" | "-title" | "discount_percent" | "-discount_percent";

export type GiftsQuery = {
  isDiscounted?: boolean;
  isMain?: boolean;
  isOldClassic?: boolean;
  limit?: number;
  offset?: number;
  /** One ordering or several (sent comma-separated). */
  ordering?: GiftOrdering | GiftOrdering[];
  region?: GiftRegion | GiftRegion[];
  search?: string;
  titleExact?: string;
  titleIcontains?: string;
  type?: GiftType | GiftType[];
};
