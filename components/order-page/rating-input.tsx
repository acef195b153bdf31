"use client";
// Star rating as a native radio group (arrow keys move between stars): each star is a labelled radio, the
// chosen one and those before it are lit; hovering previews a rating.
import { useId, type Ref } from "react";
import formStyles from "@/components/auth/form/form.module.css";
import styles from "./rating-input.module.css";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";
const RATINGS = [1, 2, 3, 4, 5] as const;

type RatingInputProps = {
  name: string;
  /** 0 while nothing is chosen. */
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  optionLabel: (rating: number) => string;
  error?: string;
  isDisabled?: boolean;
};

export function RatingInput(props: RatingInputProps) {
  const { name, value, onChange, onBlur, inputRef, label, optionLabel, error, isDisabled } = props;
  const errorId = useId();
  return (
    <fieldset className={styles.rating} aria-describedby={error ? errorId : undefined} disabled={isDisabled}>
      <legend className={formStyles.label}>{label}</legend>
      <div className={styles.stars}>
        {RATINGS.map((rating) => (
          <label key={rating} className={`${styles.star} ${rating <= value ? styles.lit : ""}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              onBlur={onBlur}
              // Errors focus the group's first star (or the chosen one).
              ref={rating === (value || 1) ? inputRef : undefined}
            />
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
            <span className="visually-hidden">{optionLabel(rating)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
