"use client";
// A rouble amount in the currency of the country chosen in the header, before the payment step (issue 13): the
// rouble price stays the price and this is marked approximate, since the method chosen later may add its fee. It
// converts with the payment step's own function (rate and half-up rounding) and shows nothing for roubles, for an
// unusable rate, or until the header's selector has published the country.
import { useTranslations } from "next-intl";
import { convertFromRoubles } from "@/lib/money/convert-from-roubles";
import { formatPriceKopecks } from "@/lib/money/format-price";
import { activeCurrencyStore } from "@/lib/state/active-currency";
import { useStoreValue } from "@/lib/state/value-store";
import styles from "./game-page.module.css";

export function ApproximatePrice({ kopecks }: { kopecks: number }) {
  const t = useTranslations("game");
  const active = useStoreValue(activeCurrencyStore);
  if (!active || active.currency === "RUB" || kopecks <= 0) return null;
  const converted = convertFromRoubles(BigInt(kopecks), active.rate);
  if (converted === null || converted > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return (
    <span className={styles.approximate}>
      {t("approximate", { amount: formatPriceKopecks(Number(converted), active.currency) })}
    </span>
  );
}
