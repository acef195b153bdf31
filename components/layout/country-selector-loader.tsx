// Server part of the country selector: the list and the active country (chosen by cookie) from the payments service.
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { getActiveCountry, listCountries, parseCountryId } from "@/lib/server/payments/countries";
import { COUNTRY_COOKIE } from "@/lib/server/payments/country-cookie";
import { DeferredCountrySelector } from "./deferred-country-selector";
import styles from "./country-selector.module.css";

const CURRENCY_MARK = "\u0000";

export async function CountrySelectorLoader() {
  const chosenId = parseCountryId((await cookies()).get(COUNTRY_COOKIE)?.value);
  const [countries, active, t] = await Promise.all([
    listCountries(),
    getActiveCountry(chosenId),
    getTranslations("country"),
  ]);
  const activeCountry = active
    ? { id: active.id, flag: active.flag, name: active.name, currency: active.currency, rate: active.rate }
    : null;
  // The currency's description is the same message around any code: its text before and after a marker.
  const [before = "", after = ""] = t("currency", { currency: CURRENCY_MARK }).split(CURRENCY_MARK);
  const labels = {
    label: t("label"),
    changeFailed: t("change_failed"),
    currency: [before, after] as [string, string],
  };
  return <DeferredCountrySelector countries={countries} active={activeCountry} labels={labels} />;
}

/** Same footprint as the selector, so streaming it in does not shift the header. */
export function CountrySelectorPlaceholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}
