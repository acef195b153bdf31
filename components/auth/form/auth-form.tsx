// The frame of an accounts form: no native validation (zod checks), busy while the call runs, and the
// server's message for the whole form above the fields.
import type { FormEventHandler, ReactNode } from "react";
import { FormAlert } from "./form-alert";
import styles from "./form.module.css";

type AuthFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  isBusy: boolean;
  /** The form's own error (errors.root.server), shown in its live region. */
  error?: string;
  children: ReactNode;
};

export function AuthForm({ onSubmit, isBusy, error, children }: AuthFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={isBusy || undefined}>
      <FormAlert message={error} />
      {children}
    </form>
  );
}
