// The home page's carousel of game banners, read from the catalogue.
import { listGameBanners } from "@/lib/server/content/banners";
import { BannersView, MAX_BANNERS } from "./banners-view";

export async function GameBanners() {
  const { results } = await listGameBanners(MAX_BANNERS, 0);
  return <BannersView banners={results.map((b) => ({ ...b, href: `/games/${b.game}` }))} />;
}
