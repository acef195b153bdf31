// One banner: art-directed background and foreground (<picture> with desktop/tablet/mobile files), text on top.
import { getImageProps } from "next/image";
import { SmartLink } from "@/components/ui/smart-link";
import { isVectorImage } from "../is-vector-image";
import styles from "./banner-slide.module.css";

export type BannerImages = {
  title: string;
  description: string;
  backgroundDesktop: string;
  backgroundTablet: string;
  backgroundMobile: string;
  foregroundDesktop: string;
  foregroundTablet: string;
  foregroundMobile: string;
};

type Layer = "background" | "foreground";
type Size = "desktop" | "tablet" | "mobile";

// Intrinsic sizes of the banner art per breakpoint; the CSS reserves the same ratios, so nothing shifts.
const ART = {
  background: { desktop: [1440, 400], tablet: [1024, 360], mobile: [375, 300] },
  foreground: { desktop: [560, 400], tablet: [420, 360], mobile: [300, 220] },
} as const;
/** How wide each file is shown (the sizes attribute). */
const SIZES = {
  background: { desktop: "(min-width: 1248px) 1200px, 100vw", tablet: "100vw", mobile: "100vw" },
  foreground: { desktop: "470px", tablet: "42vw", mobile: "80vw" },
} as const;
const FILES = {
  background: { desktop: "backgroundDesktop", tablet: "backgroundTablet", mobile: "backgroundMobile" },
  foreground: { desktop: "foregroundDesktop", tablet: "foregroundTablet", mobile: "foregroundMobile" },
} as const satisfies Record<Layer, Record<Size, keyof BannerImages>>;
/** The <source> of each larger breakpoint; the mobile file is the <img>. */
const MEDIA = { desktop: "(min-width: 1024px)", tablet: "(min-width: 640px)" } as const;

type ArtPictureProps = { banner: BannerImages; layer: Layer; className: string; isFirst: boolean };

/** The screens each file of a <picture> is shown on (the first matching <source>, else the mobile <img>). */
const SHOWN_ON = {
  desktop: MEDIA.desktop,
  tablet: "(min-width: 640px) and (max-width: 1023.98px)",
  mobile: "(max-width: 639.98px)",
} as const;

function ArtPicture({ banner, layer, className, isFirst }: ArtPictureProps) {
  const props = (size: Size) => {
    const src = banner[FILES[layer][size]];
    const [width, height] = ART[layer][size];
    const loading = isFirst ? "eager" : "lazy";
    return getImageProps({
      src,
      alt: "",
      width,
      height,
      sizes: SIZES[layer][size],
      loading,
      unoptimized: isVectorImage(src),
    }).props;
  };
  // The first banner's background is the home page's largest paint: the head asks for the one file its screen shows
  // (media-gated, so a phone never fetches the desktop art) before the scripts, not when the parser reaches the
  // <picture> (Lighthouse: "load delay" of the LCP image). React hoists these <link>s into the head.
  const preloads =
    isFirst && layer === "background"
      ? (["desktop", "tablet", "mobile"] as const).map((size) => {
          const { srcSet, src, sizes } = props(size);
          return (
            <link
              key={size}
              rel="preload"
              as="image"
              href={src}
              imageSrcSet={srcSet}
              imageSizes={sizes}
              media={SHOWN_ON[size]}
              fetchPriority="high"
            />
          );
        })
      : null;
  return (
    <>
      {preloads}
      <picture>
        {(["desktop", "tablet"] as const).map((size) => {
          const { srcSet, src, sizes, width, height } = props(size);
          return (
            <source
              key={size}
              media={MEDIA[size]}
              srcSet={srcSet ?? src}
              sizes={sizes}
              width={width}
              height={height}
            />
          );
        })}
        <img {...props("mobile")} alt="" className={className} fetchPriority={isFirst ? "high" : undefined} />
      </picture>
    </>
  );
}

type BannerSlideProps = { banner: BannerImages; href: string; ctaLabel: string; isFirst: boolean };

export function BannerSlide({ banner, href, ctaLabel, isFirst }: BannerSlideProps) {
  return (
    <SmartLink className={styles.slide} href={href}>
      {(["background", "foreground"] as const).map((layer) => (
        <ArtPicture key={layer} banner={banner} layer={layer} className={styles[layer]} isFirst={isFirst} />
      ))}
      <span className={styles.content}>
        <span className={styles.title}>{banner.title}</span>
        {banner.description && <span className={styles.description}>{banner.description}</span>}
        <span className={styles.cta} aria-hidden="true">
          {ctaLabel}
        </span>
      </span>
    </SmartLink>
  );
}
