// The gift list's carousel of gift banners, read from the catalogue (made in the console's content section).
import { listGiftBanners } from "@/lib/server/content/banners";
import { BannersView, MAX_BANNERS } from "./banners-view";

export async function GiftBanners() {
  const { results } = await listGiftBanners(MAX_BANNERS, 0);
  return <BannersView banners={results.map((b) => ({ ...b, href: `/gifts/detalis/${b.gift}` }))} />;
}
