// Server part of the country selector: the list and the active country (chosen by cookie) from the payments service.
import { cookies } from "next/headers";
import { getActiveCountry, listCountries, parseCountryId } from "@/lib/server/payments/countries";
import { COUNTRY_COOKIE } from "@/lib/server/payments/country-cookie";
import { CountrySelector } from "./country-selector";
import styles from "./country-selector.module.css";

export async function CountrySelectorLoader() {
  const chosenId = parseCountryId((await cookies()).get(COUNTRY_COOKIE)?.value);
  const [countries, active] = await Promise.all([listCountries(), getActiveCountry(chosenId)]);
  const activeCountry = active
    ? { id: active.id, flag: active.flag, name: active.name, currency: active.currency, rate: active.rate }
    : null;
  return <CountrySelector countries={countries} active={activeCountry} />;
}

/** Same footprint as the selector, so streaming it in does not shift the header. */
export function CountrySelectorPlaceholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}
