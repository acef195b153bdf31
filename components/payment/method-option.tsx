"use client";
// One payment method as a radio: icon, title, its fee, and why it is unavailable when it is.
import { useTranslations } from "next-intl";
import { useId } from "react";
import { CatalogImage } from "@/components/catalog/catalog-image";
import { formatPrice } from "@/lib/money/format-price";
import type { MethodChoice } from "./describe-method";
import { describeFee } from "./describe-fee";
import styles from "./methods.module.css";

type Props = {
  choice: MethodChoice;
  countryCurrency: string;
  isChecked: boolean;
  onSelect: (name: string) => void;
};

export function MethodOption({ choice, countryCurrency, isChecked, onSelect }: Props) {
  const t = useTranslations("payment");
  const id = useId();
  const { method, problem } = choice;
  const reason =
    problem === "inactive"
      ? t("method_inactive")
      : problem === "min_amount"
        ? t("method_min_amount", { amount: formatPrice(method.minAmount) })
        : problem === "currency"
          ? t("method_currency", { currency: countryCurrency })
          : null;
  const isDisabled = problem !== null;
  return (
    <li>
      <label
        className={[styles.option, isChecked && styles.checked, isDisabled && styles.disabled]
          .filter(Boolean)
          .join(" ")}
      >
        <input
          type="radio"
          name="payment-method"
          className={styles.radio}
          value={method.name}
          checked={isChecked}
          disabled={isDisabled}
          onChange={() => onSelect(method.name)}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-details`}
        />
        {method.icon ? (
          <CatalogImage className={styles.icon} src={method.icon} alt="" width={40} height={40} />
        ) : (
          <span className={styles.icon} aria-hidden="true" />
        )}
        <span className={styles.text}>
          <span id={`${id}-title`} className={styles.title}>
            {method.title}
          </span>
          <span id={`${id}-details`} className={styles.details}>
            {reason ?? describeFee(method, t)}
          </span>
        </span>
      </label>
    </li>
  );
}
