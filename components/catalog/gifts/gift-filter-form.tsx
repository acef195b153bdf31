// Gift filters as a plain GET form (works without JavaScript); the island applies changes instantly.
import { SmartLink } from "@/components/ui/smart-link";
import { useTranslations } from "next-intl";
import { GiftFilterAutoSubmit } from "./gift-filter-autosubmit";
import { GIFTS_PATH, hasGiftFilters } from "./build-gifts-href";
import { GIFT_ORDERINGS, GIFT_REGIONS, GIFT_TYPES, type GiftFilterValues } from "./gift-filter-options";
import styles from "./gift-filter-form.module.css";

export function GiftFilterForm({ filters }: { filters: GiftFilterValues }) {
  const t = useTranslations("filters");
  const tg = useTranslations("gifts");
  return (
    <form className={styles.form} action={GIFTS_PATH} method="get" role="search" aria-label={t("label")}>
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="gift-search">{t("search")}</label>
        <input
          id="gift-search"
          type="search"
          name="search"
          defaultValue={filters.search ?? ""}
          placeholder={t("searchGiftsPlaceholder")}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="gift-type">{t("type")}</label>
        <select id="gift-type" name="type" defaultValue={filters.type ?? ""}>
          <option value="">{t("anyType")}</option>
          {GIFT_TYPES.map((type) => (
            <option key={type} value={type}>
              {tg(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="gift-region">{t("region")}</label>
        <select id="gift-region" name="region" defaultValue={filters.region ?? ""}>
          <option value="">{t("anyRegion")}</option>
          {GIFT_REGIONS.map((region) => (
            <option key={region} value={region}>
              {tg(`regions.${region}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="gift-ordering">{t("ordering")}</label>
        <select id="gift-ordering" name="ordering" defaultValue={filters.ordering ?? GIFT_ORDERINGS[0]}>
          {GIFT_ORDERINGS.map((ordering) => (
            <option key={ordering} value={ordering}>
              {t(`orderings.${ordering}`)}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.toggle}>
        <input type="checkbox" name="discounted" value="1" defaultChecked={filters.isDiscounted ?? false} />
        <span className={styles.switch} aria-hidden="true" />
        {t("discounted")}
      </label>
      <div className={styles.actions}>
        <button className={styles.apply} type="submit">
          {t("apply")}
        </button>
        {hasGiftFilters(filters) && (
          <SmartLink className={styles.reset} href={GIFTS_PATH}>
            {t("reset")}
          </SmartLink>
        )}
      </div>
      <GiftFilterAutoSubmit />
    </form>
  );
}
