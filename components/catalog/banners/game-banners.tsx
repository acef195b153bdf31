// Home-page carousel of game banners, read from the catalogue; nothing is rendered without banners.
import { getTranslations } from "next-intl/server";
import { listGameBanners } from "@/lib/server/content/banners";
import { BannerCarousel } from "./banner-carousel";
import { BannerSlide } from "./banner-slide";

const MAX_BANNERS = 10;

export async function GameBanners() {
  const [{ results }, t] = await Promise.all([listGameBanners(MAX_BANNERS, 0), getTranslations("banners")]);
  if (!results.length) return null;
  const count = results.length;
  const slides = results.map((banner, i) => (
    <BannerSlide
      key={banner.id}
      banner={banner}
      href={`/games/${banner.game}`}
      ctaLabel={t("cta")}
      isFirst={i === 0}
    />
  ));
  const labels = {
    region: t("region"),
    previous: t("previous"),
    next: t("next"),
    pause: t("pause"),
    play: t("play"),
    slides: results.map((_, i) => t("slide", { index: i + 1, count })),
    goTo: results.map((b, i) => t("goTo", { index: i + 1, title: b.title })),
  };
  return <BannerCarousel slides={slides} labels={labels} />;
}
