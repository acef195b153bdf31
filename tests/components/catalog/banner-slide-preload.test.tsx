// The home page's largest paint is the first banner's background: its files are asked for from the head, one per
// screen size and gated by media (a phone fetches only the mobile art), before the parser reaches the <picture>.
// Later banners load lazily and preload nothing.
import { renderToString } from "react-dom/server";
import { BannerSlide, type BannerImages } from "@/components/catalog/banners/banner-slide";

const banner = (name: string): BannerImages => ({
  title: name,
  description: "",
  backgroundDesktop: `/images/banners/${name}-bg-desktop.svg`,
  backgroundTablet: `/images/banners/${name}-bg-tablet.svg`,
  backgroundMobile: `/images/banners/${name}-bg-mobile.svg`,
  foregroundDesktop: `/images/banners/${name}-fg-desktop.svg`,
  foregroundTablet: `/images/banners/${name}-fg-tablet.svg`,
  foregroundMobile: `/images/banners/${name}-fg-mobile.svg`,
});

const page = (isFirst: boolean) =>
  renderToString(
    <html>
      {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, so React hoists into its head */}
      <head />
      <body>
        <BannerSlide banner={banner("pubg")} href="/games/1" ctaLabel="Купить" isFirst={isFirst} />
      </body>
    </html>,
  );

const preloadsIn = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([tag]) => ({
    href: /href="([^"]+)"/.exec(tag)?.[1],
    media: /media="([^"]+)"/.exec(tag)?.[1],
    high: tag.includes('fetchPriority="high"'),
  }));

it("preloads the first banner's background for each screen size from the head, with high priority", () => {
  const html = page(true);
  const head = html.slice(0, html.indexOf("</head>"));
  expect(preloadsIn(head)).toEqual([
    { href: "/images/banners/pubg-bg-desktop.svg", media: "(min-width: 1024px)", high: true },
    {
      href: "/images/banners/pubg-bg-tablet.svg",
      media: "(min-width: 640px) and (max-width: 1023.98px)",
      high: true,
    },
    { href: "/images/banners/pubg-bg-mobile.svg", media: "(max-width: 639.98px)", high: true },
  ]);
  expect(preloadsIn(html.slice(head.length))).toEqual([]);
});

it("preloads nothing for a later banner", () => {
  expect(preloadsIn(page(false))).toEqual([]);
});
