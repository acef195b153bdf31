// Shapes of gifts as the catalogue service returns them.
import type { getGift, listGifts } from "@/lib/server/catalog/gifts";

export type GiftListItem = Awaited<ReturnType<typeof listGifts>>["results"][number];
export type GiftDetail = NonNullable<Awaited<ReturnType<typeof getGift>>>;
