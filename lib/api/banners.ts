// Home-page banners of games and of gifts, paged by page and page_size.
import { send, type CallOptions } from "./default-client";
import type { Paged, PageParams } from "./types/common";
import type { GameBanner, GiftBanner } from "./types/content";

export function listGameBanners(query: PageParams = {}, options?: CallOptions): Promise<Paged<GameBanner>> {
  return send(options, { method: "GET", path: "/api/banners/games/", operation: "listGameBanners", query });
}

export function listGiftBanners(query: PageParams = {}, options?: CallOptions): Promise<Paged<GiftBanner>> {
  return send(options, { method: "GET", path: "/api/banners/gifts/", operation: "listGiftBanners", query });
}
