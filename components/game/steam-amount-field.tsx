"use client";
// Steam top-up: the shopper types how many roubles to credit, within the Steam product's limits; the
// commission comes from the server and is shown in the summary. The API takes whole roubles, so what is typed
// is read by parseRoublesInput and either taken as it is or refused with the reason under the field: nothing
// is clamped or rounded behind the shopper's back, and the order stays at 0 (no total, no order button) until
// the amount is valid.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import type { Product } from "@/lib/api/types/game";
import { formatMoneyInput, parseRoublesInput, type RoublesInput } from "@/lib/money/parse-money-input";
import styles from "./game-page.module.css";

type SteamAmountFieldProps = {
  product: Product;
  amount: number;
  onChange: (amount: number) => void;
  isDisabled: boolean;
};

const PRESETS = [500, 1000, 2000, 5000];

type ErrorKey = Extract<RoublesInput, { status: "error" }>["error"];
const ERROR_MESSAGES = {
  invalid: "steamAmountInvalid",
  fractional: "steamAmountFractional",
  belowMin: "steamAmountBelowMin",
  aboveMax: "steamAmountAboveMax",
} as const satisfies Record<ErrorKey, string>;

const roubles = (value: number) => formatMoneyInput(value * 100);

export function SteamAmountField({ product, amount, onChange, isDisabled }: SteamAmountFieldProps) {
  const t = useTranslations("game");
  const id = useId();
  /** The text as typed and the amount it gave the order; set aside once the amount is changed from outside. */
  const [typed, setTyped] = useState<{ text: string; sent: number } | null>(null);
  const editing = typed !== null && typed.sent === amount ? typed.text : null;
  const text = editing ?? (amount > 0 ? roubles(amount) : "");
  const limits = { min: product.minQuantity, max: product.maxQuantity };
  const parsed = editing === null ? null : parseRoublesInput(editing, limits);
  const error = parsed?.status === "error" ? parsed.error : null;
  const values = { min: roubles(limits.min), max: roubles(limits.max) };

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
          placeholder={t("steamPlaceholder", { min: values.min })}
          value={text}
          disabled={isDisabled}
          aria-describedby={`${id}-hint`}
          aria-invalid={error !== null || undefined}
          onChange={(e) => {
            const result = parseRoublesInput(e.target.value, limits);
            const next = result.status === "valid" ? result.roubles : 0;
            setTyped({ text: e.target.value, sent: next });
            onChange(next);
          }}
          // A valid amount is shown grouped once the field is left; a wrong one stays as typed, with its error.
          onBlur={() => {
            if (editing !== null && parsed?.status !== "error") setTyped(null);
          }}
        />
        <span className={styles.steamCurrency} aria-hidden="true">
          ₽
        </span>
      </div>
      <p id={`${id}-hint`} className={error ? styles.fieldError : styles.fieldHint}>
        {error ? t(ERROR_MESSAGES[error], values) : t("steamLimits", values)}
      </p>
      <div className={styles.presets} role="group" aria-label={t("steamPresets")}>
        {PRESETS.filter((p) => p >= limits.min && p <= limits.max).map((preset) => (
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
            {t("steamPreset", { amount: roubles(preset) })}
          </button>
        ))}
      </div>
    </div>
  );
}
