// A carousel of catalogue banners (a game's or a gift's), each slide linking to what it advertises; nothing is
// rendered without banners. The lists are read by GameBanners and GiftBanners.
import { getTranslations } from "next-intl/server";
import { BannerCarousel } from "./banner-carousel";
import { BannerSlide, type BannerImages } from "./banner-slide";

/** How many banners a carousel shows at most. */
export const MAX_BANNERS = 10;

type BannersViewProps = { banners: (BannerImages & { id: number; href: string })[] };

export async function BannersView({ banners }: BannersViewProps) {
  if (!banners.length) return null;
  const t = await getTranslations("banners");
  const count = banners.length;
  const slides = banners.map((banner, i) => (
    <BannerSlide key={banner.id} banner={banner} href={banner.href} ctaLabel={t("cta")} isFirst={i === 0} />
  ));
  const labels = {
    region: t("region"),
    previous: t("previous"),
    next: t("next"),
    pause: t("pause"),
    play: t("play"),
    slides: banners.map((_, i) => t("slide", { index: i + 1, count })),
    goTo: banners.map((b, i) => t("goTo", { index: i + 1, title: b.title })),
  };
  return <BannerCarousel slides={slides} labels={labels} />;
}
