"use client";
// Steam top-up: the shopper types how many roubles to credit, within the Steam product's limits; the
// commission comes from the server and is shown in the summary.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import type { Product } from "@/lib/api/types/game";
import { clampQuantity } from "./clamp-quantity";
import styles from "./game-page.module.css";

type SteamAmountFieldProps = {
  product: Product;
  amount: number;
  onChange: (amount: number) => void;
  isDisabled: boolean;
};

const PRESETS = [500, 1000, 2000, 5000];

export function SteamAmountField({ product, amount, onChange, isDisabled }: SteamAmountFieldProps) {
  const t = useTranslations("game");
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (amount > 0 ? String(amount) : "");
  const typedNumber = Number((typed ?? "").replace(/\D/g, ""));
  const isOutOfRange =
    typed !== null &&
    typed !== "" &&
    (typedNumber < product.minQuantity || typedNumber > product.maxQuantity);
  const commit = () => {
    if (typed === null) return;
    const digits = typed.replace(/\D/g, "");
    onChange(clampQuantity(digits ? Number(digits) : 0, product));
    setTyped(null);
  };
  return (
    <div className={styles.steam}>
      <label htmlFor={id} className={styles.steamLabel}>
        {t("steamAmount")}
      </label>
      <div className={styles.steamInputRow}>
        <input
          id={id}
          className={styles.steamInput}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("steamPlaceholder", { min: product.minQuantity })}
          value={text}
          disabled={isDisabled}
          aria-describedby={`${id}-hint`}
          aria-invalid={isOutOfRange || undefined}
          onChange={(e) => {
            const digits = e.target.value.replace(/\D/g, "").slice(0, 9);
            setTyped(digits);
            const value = Number(digits);
            if (value >= product.minQuantity && value <= product.maxQuantity) onChange(value);
            else if (!digits) onChange(0);
          }}
          onBlur={commit}
        />
        <span className={styles.steamCurrency} aria-hidden="true">
          ₽
        </span>
      </div>
      <p id={`${id}-hint`} className={isOutOfRange ? styles.fieldError : styles.fieldHint}>
        {t("steamLimits", { min: product.minQuantity, max: product.maxQuantity })}
      </p>
      <div className={styles.presets} role="group" aria-label={t("steamPresets")}>
        {PRESETS.filter((p) => p >= product.minQuantity && p <= product.maxQuantity).map((preset) => (
          <button
            key={preset}
            type="button"
            className={`${styles.preset} ${amount === preset ? styles.presetActive : ""}`}
            aria-pressed={amount === preset}
            disabled={isDisabled}
            onClick={() => {
              setTyped(null);
              onChange(preset);
            }}
          >
            {t("steamPreset", { amount: preset })}
          </button>
        ))}
      </div>
    </div>
  );
}
