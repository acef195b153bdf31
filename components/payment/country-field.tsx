"use client";
// The country of payment, chosen on the payment page itself: it decides the methods and the currency. A native
// select, like the header's, so it works the same with a keyboard, a screen reader and on phones.
import { useTranslations } from "next-intl";
import { useId } from "react";
import { CatalogImage } from "@/components/catalog/catalog-image";
import type { ActiveCountry, Country } from "@/lib/api/types/payment";
import styles from "./payment.module.css";

type Props = {
  countries: Country[];
  country: ActiveCountry | null;
  isSaving: boolean;
  error: string | null;
  onChange: (countryId: number) => void;
};

export function CountryField({ countries, country, isSaving, error, onChange }: Props) {
  const t = useTranslations("payment");
  const id = useId();
  if (!countries.length) return null;
  const shown = countries.find((c) => c.id === country?.id) ?? null;
  const describedBy = [country ? `${id}-currency` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className={styles.country} aria-busy={isSaving || undefined}>
      <label htmlFor={id} className={styles.label}>
        {t("country_label")}
      </label>
      <div className={styles.countryControl}>
        {shown?.flag ? (
          <CatalogImage className={styles.flag} src={shown.flag} alt="" width={24} height={16} />
        ) : null}
        <select
          id={id}
          className={styles.select}
          value={country?.id ?? ""}
          disabled={isSaving}
          onChange={(e) => onChange(Number(e.target.value))}
          aria-describedby={describedBy.join(" ") || undefined}
          aria-invalid={error ? true : undefined}
        >
          {country ? null : <option value="" disabled />}
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {country ? (
        <p id={`${id}-currency`} className={styles.hint}>
          {t("country_currency", { currency: country.currency })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
