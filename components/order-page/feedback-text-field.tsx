// The review text: a labelled textarea with its hint (the length limit) and error, tied by aria-describedby.
import { useId, type ComponentPropsWithRef } from "react";
import formStyles from "@/components/auth/form/form.module.css";
import styles from "./feedback.module.css";

type FeedbackTextFieldProps = ComponentPropsWithRef<"textarea"> & {
  label: string;
  hint: string;
  error?: string;
};

export function FeedbackTextField({ label, hint, error, ...textarea }: FeedbackTextFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${formStyles.input} ${styles.textarea}`}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {error ? (
        <p id={describedBy} className={formStyles.error}>
          {error}
        </p>
      ) : (
        <p id={describedBy} className={formStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
