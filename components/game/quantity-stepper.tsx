"use client";
// − [amount] + for one product; typing is allowed and is clamped to the product's limits when the field
// loses focus (or on Enter), so a half-typed number is not "corrected" under the shopper's fingers.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { clampQuantity, stepDown, stepUp, type QuantityLimits } from "./clamp-quantity";
import styles from "./quantity-stepper.module.css";

type QuantityStepperProps = {
  value: number;
  limits: QuantityLimits;
  onChange: (value: number) => void;
  label: string;
  isDisabled?: boolean;
};

export function QuantityStepper({ value, limits, onChange, label, isDisabled }: QuantityStepperProps) {
  const t = useTranslations("game");
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    const digits = typed.replace(/\D/g, "");
    onChange(clampQuantity(digits ? Number(digits) : 0, limits));
    setTyped(null);
  };
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(stepDown(value, limits))}
        disabled={isDisabled || value <= 0}
        aria-label={t("decrease", { title: label })}
      >
        −
      </button>
      <input
        className={styles.input}
        inputMode="numeric"
        autoComplete="off"
        aria-label={t("quantityOf", { title: label })}
        value={typed ?? String(value)}
        disabled={isDisabled}
        onChange={(e) => setTyped(e.target.value.slice(0, 9))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(stepUp(value, limits))}
        disabled={isDisabled || value >= limits.maxQuantity}
        aria-label={t("increase", { title: label })}
      >
        +
      </button>
    </div>
  );
}
