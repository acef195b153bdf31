// next/image for catalogue art: raster files go through the optimizer, SVGs are served as they are.
import Image, { type ImageProps } from "next/image";
import { isVectorImage } from "./is-vector-image";

export function CatalogImage({ alt, unoptimized, ...props }: ImageProps & { src: string }) {
  return <Image alt={alt} {...props} unoptimized={unoptimized ?? isVectorImage(props.src)} />;
}
