// One banner: art-directed background and foreground (<picture> with desktop/tablet/mobile files), text on top.
import { getImageProps } from "next/image";
import Link from "next/link";
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

// Intrinsic sizes of the banner art per breakpoint; the CSS reserves the same ratios, so nothing shifts.
const ART = {
  background: { desktop: [1440, 400], tablet: [1024, 360], mobile: [375, 300] },
  foreground: { desktop: [560, 400], tablet: [420, 360], mobile: [300, 220] },
} as const;
const TABLET = "(min-width: 640px)";
const DESKTOP = "(min-width: 1024px)";

type ArtPictureProps = {
  sources: { desktop: string; tablet: string; mobile: string };
  dims: (typeof ART)["background" | "foreground"];
  sizes: { desktop: string; tablet: string; mobile: string };
  className: string;
  isFirst: boolean;
};

function ArtPicture({ sources, dims, sizes, className, isFirst }: ArtPictureProps) {
  const loading = isFirst ? "eager" : "lazy";
  const props = (size: "desktop" | "tablet" | "mobile") =>
    getImageProps({
      src: sources[size],
      alt: "",
      width: dims[size][0],
      height: dims[size][1],
      sizes: sizes[size],
      loading,
      unoptimized: isVectorImage(sources[size]),
    }).props;
  const desktop = props("desktop");
  const tablet = props("tablet");
  const mobile = props("mobile");
  return (
    <picture>
      <source
        media={DESKTOP}
        srcSet={desktop.srcSet ?? desktop.src}
        sizes={desktop.sizes}
        width={desktop.width}
        height={desktop.height}
      />
      <source
        media={TABLET}
        srcSet={tablet.srcSet ?? tablet.src}
        sizes={tablet.sizes}
        width={tablet.width}
        height={tablet.height}
      />
      <img {...mobile} alt="" className={className} fetchPriority={isFirst ? "high" : undefined} />
    </picture>
  );
}

type BannerSlideProps = { banner: BannerImages; href: string; ctaLabel: string; isFirst: boolean };

export function BannerSlide({ banner, href, ctaLabel, isFirst }: BannerSlideProps) {
  return (
    <Link className={styles.slide} href={href}>
      <ArtPicture
        className={styles.background}
        isFirst={isFirst}
        dims={ART.background}
        sources={{
          desktop: banner.backgroundDesktop,
          tablet: banner.backgroundTablet,
          mobile: banner.backgroundMobile,
        }}
        sizes={{ desktop: "(min-width: 1248px) 1200px, 100vw", tablet: "100vw", mobile: "100vw" }}
      />
      <ArtPicture
        className={styles.foreground}
        isFirst={isFirst}
        dims={ART.foreground}
        sources={{
          desktop: banner.foregroundDesktop,
          tablet: banner.foregroundTablet,
          mobile: banner.foregroundMobile,
        }}
        sizes={{ desktop: "470px", tablet: "42vw", mobile: "80vw" }}
      />
      <span className={styles.content}>
        <span className={styles.title}>{banner.title}</span>
        {banner.description && <span className={styles.description}>{banner.description}</span>}
        <span className={styles.cta} aria-hidden="true">
          {ctaLabel}
        </span>
      </span>
    </Link>
  );
}
