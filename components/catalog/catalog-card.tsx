// The tile markup shared by gift and product cards: picture with the discount badge, whatever the card adds
// (gift type and region), the title linking to the item, and the price row. Game cards put the picture inside
// the link and are built apart.
import type { ReactNode } from "react";
import { SmartLink } from "@/components/ui/smart-link";
import { DiscountBadge } from "./discount-badge";
import { PriceTag } from "./price-tag";
import { CatalogImage } from "./catalog-image";
import card from "./catalog-card.module.css";

type CardPicture = {
  /** null: no picture, the frame stays empty. */
  src: string | null;
  frameClassName: string;
  className: string;
  width: number;
  height: number;
  sizes: string;
};

export function CatalogCard({
  href,
  title,
  picture,
  isEager,
  discountPercent,
  price,
  discountPrice,
  className,
  titleClassName,
  details,
  footerExtra,
}: {
  href: string;
  title: string;
  picture: CardPicture;
  isEager: boolean;
  discountPercent: number;
  price: string;
  discountPrice?: string | null;
  className?: string;
  titleClassName?: string;
  /** Shown between the picture and the title. */
  details?: ReactNode;
  /** Shown after the price. */
  footerExtra?: ReactNode;
}) {
  return (
    <article className={className ? `${card.card} ${className}` : card.card}>
      <span className={picture.frameClassName}>
        {picture.src !== null ? (
          <CatalogImage
            className={picture.className}
            src={picture.src}
            alt=""
            width={picture.width}
            height={picture.height}
            sizes={picture.sizes}
            loading={isEager ? "eager" : "lazy"}
          />
        ) : null}
        <DiscountBadge className={card.badge} percent={discountPercent} />
      </span>
      {details}
      <h2 className={titleClassName ? `${card.title} ${titleClassName}` : card.title}>
        <SmartLink className={card.link} href={href}>
          {title}
        </SmartLink>
      </h2>
      <div className={card.footer}>
        <PriceTag price={price} discountPrice={discountPrice} />
        {footerExtra}
      </div>
    </article>
  );
}
