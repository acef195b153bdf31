// Gift page body: cover, type and region, price with discount and cashback, the buy button, description, tags
// and date added, how fast its orders were delivered lately and reviews of them. Only active gifts reach this page,
// so the buy island (loaded after the first paint, deferred-gift-buy.tsx) is not told otherwise.
import { SmartLink } from "@/components/ui/smart-link";
import { useFormatter, useTranslations } from "next-intl";
import type { Review } from "@/components/reviews/review-card";
import { TargetReviews } from "@/components/reviews/target-reviews";
import { DeliveryTimeBlock } from "../delivery-time/delivery-time-block";
import { DetailLayout } from "../detail-layout";
import { formatPrice } from "@/lib/money/format-price";
import { PriceTag } from "../price-tag";
import { buildGiftsHref } from "./build-gifts-href";
import { DeferredGiftBuy } from "./deferred-gift-buy";
import type { GiftDetail as Gift } from "./gift-types";
import styles from "../detail-page.module.css";

const hasAmount = (amount: string) => /[1-9]/.test(amount);

export function GiftDetail({ gift, reviews = [] }: { gift: Gift; reviews?: Review[] }) {
  const t = useTranslations("gifts");
  const format = useFormatter();
  return (
    <DetailLayout
      list={{ href: "/gifts", label: t("title") }}
      title={gift.title}
      picture={gift.logo}
      shape="cover"
      discountPercent={gift.discountPercent}
    >
      <ul className={styles.chips}>
        <li>
          <SmartLink
            className={`${styles.chip} ${styles.chipAccent}`}
            href={buildGiftsHref({ type: gift.type })}
          >
            {t(`types.${gift.type}`)}
          </SmartLink>
        </li>
        <li>
          <SmartLink className={styles.chip} href={buildGiftsHref({ region: gift.region })}>
            {t("regionLabel", { region: t(`regions.${gift.region}`) })}
          </SmartLink>
        </li>
      </ul>
      <div className={styles.buy}>
        <PriceTag price={gift.price} discountPrice={gift.discountPrice} size="l" />
        {hasAmount(gift.cashback) && (
          <div>
            <p className={styles.cashback}>{t("cashback", { amount: formatPrice(gift.cashback) })}</p>
            <p className={styles.cashbackNote}>{t("cashbackAccountOnly")}</p>
          </div>
        )}
        <DeferredGiftBuy
          gift={{ id: gift.id, title: gift.title, price: gift.price, discountPrice: gift.discountPrice }}
        />
      </div>
      <DeliveryTimeBlock figure={gift.deliveryTime} isCompact />
      <dl className={styles.facts}>
        <div>
          <dt>{t("typeLabel")}</dt>
          <dd>{t(`types.${gift.type}`)}</dd>
        </div>
        <div>
          <dt>{t("activationRegion")}</dt>
          <dd>{t(`regions.${gift.region}`)}</dd>
        </div>
        {gift.discountPercent > 0 && (
          <div>
            <dt>{t("discount")}</dt>
            <dd>{gift.discountPercent}%</dd>
          </div>
        )}
        <div>
          <dt>{t("created")}</dt>
          <dd>
            <time dateTime={gift.created}>
              {format.dateTime(new Date(gift.created), {
                day: "numeric",
                month: "long",
                year: "numeric",
              })}
            </time>
          </dd>
        </div>
      </dl>
      {gift.description && (
        <section aria-labelledby="gift-description">
          <h2 id="gift-description" className={styles.subheading}>
            {t("description")}
          </h2>
          <p className={styles.description}>{gift.description}</p>
        </section>
      )}
      {gift.tags.length > 0 && (
        <section aria-labelledby="gift-tags">
          <h2 id="gift-tags" className={styles.subheading}>
            {t("tags")}
          </h2>
          <ul className={styles.chips}>
            {gift.tags.map((tag) => (
              <li key={tag} className={styles.chip}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
      <TargetReviews reviews={reviews} />
    </DetailLayout>
  );
}
