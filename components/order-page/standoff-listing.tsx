// What a paid Standoff 2 order asks of the shopper: list the named skin on the game's market at one exact price,
// and why the price is what it is (the gold, the market's fee, the surplus that marks the lot), in words.
import { useTranslations } from "next-intl";
import { CatalogImage } from "@/components/catalog/catalog-image";
import { CopyButton } from "@/components/ui/copy-button";
import type { StandoffListing } from "@/lib/api/types/order";
import codeStyles from "@/components/profile/orders/copyable-code.module.css";
import styles from "./standoff-listing.module.css";

/** "0.00" and the like: nothing to explain. */
const isZero = (amount: string) => /^0+(\.0+)?$/.test(amount);

export function StandoffListingCard({ listing }: { listing: StandoffListing }) {
  const t = useTranslations("orderPage.standoff");
  const tCopy = useTranslations("orderHistory");
  const price = listing.price;
  return (
    <section className={styles.card} aria-labelledby="standoff-listing-title" data-testid="standoff-listing">
      <h2 id="standoff-listing-title" className={styles.title}>
        {t("title")}
      </h2>
      <p className={styles.lead}>{t("lead", { skin: listing.skinName, price })}</p>
      <div className={styles.lot}>
        {listing.skinPicture ? (
          <CatalogImage className={styles.picture} src={listing.skinPicture} alt="" width={96} height={72} />
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t("skin")}</dt>
            <dd>{listing.skinName}</dd>
          </div>
          <div>
            <dt>{t("price")}</dt>
            <dd className={styles.price}>
              <span data-testid="standoff-price">{t("priceValue", { price })}</span>
              <CopyButton
                text={price}
                className={codeStyles.copy}
                label={t("copyPrice", { price })}
                title={tCopy("copy")}
                copied={t("priceCopied")}
                failed={t("priceCopyFailed")}
              />
            </dd>
          </div>
        </dl>
      </div>
      <h3 className={styles.subtitle}>{t("breakdownTitle")}</h3>
      <ul className={styles.breakdown}>
        <li>{t("gold", { amount: listing.gold })}</li>
        {isZero(listing.fee) ? null : (
          <li>{t("fee", { amount: listing.fee, percent: listing.marketFee })}</li>
        )}
        {isZero(listing.surplus) ? null : <li>{t("surplus", { amount: listing.surplus })}</li>}
      </ul>
      <p className={styles.exact}>{t("exact")}</p>
    </section>
  );
}
