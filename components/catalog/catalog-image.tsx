// Catalogue art as a plain <img> with next/image's attributes (srcset and sizes through the optimizer for raster
// files, SVGs served as they are, lazy unless eager): getImageProps, not the <Image> component, which is a client
// component that ships its code and hydrates every picture of a catalogue page (first-load JS and blocking time).
// `preload` (or `priority`) makes the picture eager and fetched first (fetchpriority="high"); it is in the page's
// HTML, so the browser's preload scanner finds it at once.
import { getImageProps, type ImageProps } from "next/image";
import { isVectorImage } from "./is-vector-image";

export function CatalogImage({
  alt,
  unoptimized,
  preload,
  priority,
  fetchPriority,
  ...rest
}: ImageProps & { src: string }) {
  const isPreloaded = Boolean(preload || priority);
  const { props } = getImageProps({
    alt,
    ...rest,
    preload: isPreloaded,
    fetchPriority: fetchPriority ?? (isPreloaded ? "high" : undefined),
    unoptimized: unoptimized ?? isVectorImage(rest.src),
  });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client component
  return <img {...props} alt={alt} />;
}
