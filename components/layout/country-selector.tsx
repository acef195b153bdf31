"use client";
// Country of payment: a native select (keyboard and screen-reader friendly on every device) with the flag
// and currency of the active country; the choice is stored by the API in a cookie. The active currency and its
// rate are published to activeCurrencyStore for the approximate prices before the payment step.
import { useRouter } from "next/navigation";
import { useEffect, useId, useState, useTransition } from "react";
import { useNotify } from "@/components/notifications/use-notify";
import { activeCurrencyStore } from "@/lib/state/active-currency";
import styles from "./country-selector.module.css";

export type CountryOption = { id: number; flag: string; name: string };
/** `rate`: roubles per one unit of `currency` (the payment step converts with it). */
export type ActiveCountry = CountryOption & { currency: string; rate: string };

export const SELECT_COUNTRY_URL = "/api/payments/countries/active/select/";

/**
 * The strings of the selector, from the server: the select's label, the failure toast, and the currency's
 * description as the text around the currency code (country.currency).
 */
export type CountrySelectorLabels = { label: string; changeFailed: string; currency: [string, string] };

export type CountrySelectorProps = {
  countries: CountryOption[];
  active: ActiveCountry | null;
  labels: CountrySelectorLabels;
};

async function postCountry(countryId: number): Promise<ActiveCountry> {
  const response = await fetch(SELECT_COUNTRY_URL, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ country_id: countryId }),
  });
  if (!response.ok) throw new Error(`country select failed: ${response.status}`);
  const body = (await response.json()) as ActiveCountry;
  return { id: body.id, flag: body.flag, name: body.name, currency: body.currency, rate: body.rate };
}

export function CountrySelector({ countries, active: initialActive, labels }: CountrySelectorProps) {
  const notify = useNotify();
  const router = useRouter();
  const selectId = useId();
  const [active, setActive] = useState(initialActive);
  const [isSaving, setIsSaving] = useState(false);
  // Another part of the page (the payment page) may change the country and refresh: follow the server.
  const [serverActive, setServerActive] = useState(initialActive);
  if (
    initialActive?.id !== serverActive?.id ||
    initialActive?.currency !== serverActive?.currency ||
    initialActive?.rate !== serverActive?.rate
  ) {
    setServerActive(initialActive);
    setActive(initialActive);
  }
  const [, startTransition] = useTransition();
  const currency = active?.currency ?? "";
  const rate = active?.rate ?? "";
  // Nothing while a change is being saved (the currency is blank then): no amount at a rate about to change.
  useEffect(() => {
    activeCurrencyStore.set(currency && rate ? { currency, rate } : null);
  }, [currency, rate]);

  if (!countries.length) return null;
  const selectedId = active?.id ?? countries[0].id;
  const shown = countries.find((c) => c.id === selectedId) ?? countries[0];

  async function handleChange(countryId: number) {
    const previous = active;
    const option = countries.find((c) => c.id === countryId);
    if (!option) return;
    setActive(
      previous?.id === countryId ? { ...previous, ...option } : { ...option, currency: "", rate: "" },
    );
    setIsSaving(true);
    try {
      setActive(await postCountry(countryId));
      // Server components (prices, payment methods) depend on the country cookie.
      startTransition(() => router.refresh());
    } catch {
      setActive(previous);
      notify({ type: "error", text: labels.changeFailed });
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <div className={styles.selector} aria-busy={isSaving}>
      <label htmlFor={selectId} className="visually-hidden">
        {labels.label}
      </label>
      <span className={styles.flag} aria-hidden="true">
        {/* A small SVG shown as it is: a plain <img>, not next/image's client component (first-load JS). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- an SVG flag needs no optimizer */}
        <img src={shown.flag} alt="" width={24} height={16} decoding="async" />
      </span>
      <select
        id={selectId}
        className={styles.select}
        value={selectedId}
        disabled={isSaving}
        onChange={(e) => handleChange(Number(e.target.value))}
        aria-describedby={active?.currency ? `${selectId}-currency` : undefined}
      >
        {countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      {active?.currency ? (
        <span id={`${selectId}-currency`} className={styles.currency}>
          <span className="visually-hidden">
            {labels.currency[0]}
            {active.currency}
            {labels.currency[1]}
          </span>
          <span aria-hidden="true">{active.currency}</span>
        </span>
      ) : null}
    </div>
  );
}
